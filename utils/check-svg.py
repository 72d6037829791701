#!/usr/bin/env python3
"""Checks that SVG files are well-formed XML with an <svg> root element.

    utils/check-svg.py FILE.svg...

Prints "FILE: ok (N elements)" per file; a file that does not parse is
reported as "FILE:LINE:COL: error: ..." and the exit status is 1. The lit
tests run it (as %check-svg) on every SVG tt-layout writes and on the SVGs
under docs/images.
"""
import sys
import xml.etree.ElementTree as ElementTree

SVG_ROOT = "{http://www.w3.org/2000/svg}svg"


def check(path):
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as error:
        line, column = error.position
        message = str(error).rsplit(": line ", 1)[0]
        print(f"{path}:{line}:{column + 1}: error: {message}")
        return False
    except OSError as error:
        print(f"{path}: error: {error.strerror}")
        return False
    if root.tag != SVG_ROOT:
        print(f"{path}: error: the root element is <{root.tag}>, not an SVG <svg>")
        return False
    print(f"{path}: ok ({sum(1 for _ in root.iter())} elements)")
    return True


def main(paths):
    if not paths:
        print(__doc__.strip(), file=sys.stderr)
        return 1
    results = [check(path) for path in paths]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
