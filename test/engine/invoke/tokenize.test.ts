import { describe, expect, it } from 'vitest';
import { cbArgv, ccArgv, editDistance, shellTokens } from '../../../src/shared/engine/invoke';
import { pyTitle } from '../../../src/shared/engine/invoke/lookup';

describe('argument tokenisers (§9.1 step 2, §9.3)', () => {
  it('§9.1 step 2 CC: quotes respected, $VAR kept literal, backslash escapes outside quotes', () => {
    expect(shellTokens(`a "b c" 'd e' $HOME x\\ y "q\\"z"`)).toEqual(['a', 'b c', 'd e', '$HOME', 'x y', 'q"z']);
    expect(shellTokens(`'$1 $ARGUMENTS'`)).toEqual(['$1 $ARGUMENTS']);
  });

  it('§9.1 step 2 CC (assumption): control operators and comments are not string tokens', () => {
    expect(shellTokens('; rm -rf x')).toEqual(['rm', '-rf', 'x']);
    expect(shellTokens('a|b && c')).toEqual(['a', 'b', 'c']);
    expect(shellTokens('# note')).toEqual([]);
  });

  it('§9.1 step 2 CC: nothing parsed → whitespace split', () => {
    expect(ccArgv('# note')).toEqual(['#', 'note']);
    expect(ccArgv('  ')).toEqual([]);
    // An unterminated quote: the token as typed (measured on both releases with `it's "unbalanced`).
    expect(ccArgv('"unterminated quote')).toEqual(['"unterminated quote']);
  });

  it('the measured argument edge cases (npm run conformance, inputs/arguments)', () => {
    // `it's "unbalanced`: $0 is the whole string as typed under 2.1.112 and 2.1.332.
    expect(ccArgv(`it's "unbalanced`, 'cc-latest')).toEqual([`it's "unbalanced`]);
    expect(ccArgv(`it's "unbalanced`, 'cc-2.1.112')).toEqual([`it's "unbalanced`]);
    // `x\ y 'q r'`: 2.1.112 keeps the backslash of the first token (point 15), 2.1.332 does not.
    expect(ccArgv(`x\\ y 'q r'`, 'cc-2.1.112')).toEqual(['x\\ y', 'q r']);
    expect(ccArgv(`x\\ y 'q r'`, 'cc-latest')).toEqual(['x y', 'q r']);
    // 2.1.112 (cli.js YP4/OP4, read, not measured): a later token's word part unescaped, quoted part kept inside.
    expect(ccArgv(`a b\\ c "d\\"e" '"f"'`, 'cc-2.1.112')).toEqual(['a', 'b c', 'd\\"e', '"f"']);
  });

  it('§9.3 CB1 splitArgs: quotes, backslash escapes (also inside quotes), space/tab/newline; empty quotes give no token', () => {
    expect(cbArgv(`a "b c"\t'd'\ne\\ f "" "g\\"h"`)).toEqual(['a', 'b c', 'd', 'e f', 'g"h']);
  });
});

describe('lookup helpers (§8.1)', () => {
  it('Levenshtein distance with an early cap', () => {
    expect(editDistance('log-tme', 'log-time')).toBe(1);
    expect(editDistance('deploy', 'deplyo')).toBe(2);
    expect(editDistance('abc', 'xyz12345', 2)).toBe(3);
    expect(editDistance('', 'ab')).toBe(2);
  });

  it('Python str.title(): first letter of every run of letters upper-cased', () => {
    expect(pyTitle('deploy-checklist')).toBe('Deploy-Checklist');
    expect(pyTitle('PLAN mode2x')).toBe('Plan Mode2X');
  });
});
