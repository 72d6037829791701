#!/usr/bin/env python3
"""Runs the inline PTX that ttg.fp4_to_fp lowers to on every e2m1 value in
every nibble position (and on seeded random words), with a small
interpreter of the instructions it uses (and, shr, or, mov, prmt), and
compares the results with an e2m1 table converted to bf16 or f16.

  emulate-fp4-upcast.py bf16|f16 < tt-opt's LLVM dialect output

Prints 'fp4 upcast to T: N words, 0 wrong' (or the first wrong word).
"""
import math
import random
import re
import struct
import sys

E2M1 = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]


def to_bits(value, kind):
    if kind == 'bf16':
        return struct.unpack('<I', struct.pack('<f', value))[0] >> 16
    return struct.unpack('<H', struct.pack('<e', value))[0]


def expected(word, kind):
    halves = []
    for i in range(8):
        nibble = word >> (4 * i) & 0xF
        sign = -1.0 if nibble & 8 else 1.0
        halves.append(to_bits(math.copysign(E2M1[nibble & 7], sign), kind))
    return [halves[2 * i] | halves[2 * i + 1] << 16 for i in range(4)]


def prmt(a, b, selector):
    source = [a >> (8 * i) & 0xFF for i in range(4)] + [b >> (8 * i) & 0xFF for i in range(4)]
    result = 0
    for i in range(4):
        nibble = selector >> (4 * i) & 0xF
        byte = source[nibble & 7]
        if nibble & 8:  # sign-replicate mode
            byte = 0xFF if byte & 0x80 else 0
        result |= byte << (8 * i)
    return result


def run(body, word):
    regs = {'$4': word}

    def value(operand):
        operand = operand.strip()
        if operand in regs:
            return regs[operand]
        return int(operand, 0) & 0xFFFFFFFF

    for line in body:
        op, _, args = line.partition(' ')
        args = [a.strip() for a in args.split(',')]
        if op == 'and.b32':
            regs[args[0]] = value(args[1]) & value(args[2])
        elif op == 'or.b32':
            regs[args[0]] = value(args[1]) | value(args[2])
        elif op == 'shr.u32':
            regs[args[0]] = value(args[1]) >> value(args[2])
        elif op == 'mov.b32':
            regs[args[0]] = value(args[1])
        elif op == 'prmt.b32':
            regs[args[0]] = prmt(value(args[1]), value(args[2]), value(args[3]))
        else:
            sys.exit(f'unknown instruction in the fp4 upcast: {line}')
    return [regs[f'${i}'] for i in range(4)]


def main():
    kind = sys.argv[1]
    text = sys.stdin.read()
    match = re.search(r'llvm\.inline_asm[^"]*"(\{.*?\})"', text)
    if not match:
        sys.exit('no inline asm block in the input')
    ptx = match.group(1).replace('\\0A', '\n').replace('\\09', ' ')
    body = [line.strip().rstrip(';') for line in ptx.split('\n')
            if line.strip() and line.strip() not in '{}' and not line.strip().startswith('.reg')]
    words = [n << (4 * i) for i in range(8) for n in range(16)]
    rng = random.Random(0)
    words += [rng.getrandbits(32) for _ in range(20000)] + [0xFFFFFFFF, 0x88888888, 0x77777777]
    for word in words:
        if run(body, word) != expected(word, kind):
            print(f'fp4 upcast to {kind}: word {word:#010x} wrong: {run(body, word)} != {expected(word, kind)}')
            return
    print(f'fp4 upcast to {kind}: {len(words)} words, 0 wrong')


if __name__ == '__main__':
    main()
