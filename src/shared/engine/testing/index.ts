/** Test helpers for the engine: the in-memory `FsPort` (see memoryFs.ts). */
export { createMemoryFs, normalizePath, type MemoryFs, type MemoryNodeSpec, type PortMethod } from './memoryFs';
