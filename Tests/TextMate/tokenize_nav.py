#!/usr/bin/env python3
"""Tokenizes .nav files with a real TextMate engine, for TextMateGrammarTests.

Usage: tokenize_nav.py GRAMMAR FILE...

(Not named tokenize.py, which would hide the standard library module of that name.)

Prints one JSON object: {"files": [{"path": PATH, "tokens": [[LINE, COLUMN, TEXT, [SCOPE, ...]], ...]}]}
with 0-based lines and 0-based columns counted in Unicode scalars, every token with its full
scope stack (outermost first). The engine is textmate-grammar-python, a port of vscode-textmate,
on the Oniguruma regular expressions of onigurumacffi (pip install textmate-grammar-python
onigurumacffi). Exits 3 with a message on standard error when they are not installed, so the
test can tell a missing engine from a failure.

The engine writes a `.textmate_cache` folder into the working directory when it is imported, so
run this script from a scratch folder.
"""

import json
import logging
import sys

try:
    import onigurumacffi  # noqa: F401  (the engine needs it; importing it checks it is there)
    from textmate_grammar.parsers.base import LanguageParser
except ImportError as error:
    print(f"missing TextMate engine: {error}", file=sys.stderr)
    sys.exit(3)


def main(arguments):
    if len(arguments) < 2:
        print("usage: tokenize_nav.py GRAMMAR FILE...", file=sys.stderr)
        return 2
    # The engine logs every stretch of text no rule matches; that is normal, not a problem.
    logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
    with open(arguments[0], encoding="utf-8") as grammar_file:
        parser = LanguageParser(json.load(grammar_file))
    files = []
    for path in arguments[1:]:
        with open(path, encoding="utf-8", newline="") as source_file:
            text = source_file.read()
        element = parser.parse_string(text)
        tokens = [] if element is None else [
            [line, column, token, scopes] for ((line, column), token, scopes) in element.flatten()
        ]
        files.append({"path": path, "tokens": tokens})
    json.dump({"files": files}, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
