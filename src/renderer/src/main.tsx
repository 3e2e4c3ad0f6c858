/** Renderer entry: mount the shell (no StrictMode: effects own Monaco and the event socket, once). */
import { createRoot } from 'react-dom/client';
import App from './App';
import './styles.css';

createRoot(document.getElementById('root')!).render(<App />);
