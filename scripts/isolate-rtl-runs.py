#!/usr/bin/env python3
"""Marks the left-to-right runs inside right-to-left translations with Unicode bidi isolates.

In an Urdu sentence, "n = %1", "(Fan et al.)", "C++" or an inserted "+1" or "1.2 kB" take part in
the sentence's right-to-left ordering: "+1" shows as "1+", a parenthesis lands on the wrong side.
Wrapping each Latin run in LRI … PDI (U+2066, U+2069), and each lone placeholder in FSI … PDI
(U+2068: its value picks its own direction, so an Urdu value stays right to left), keeps every
run in its own order. A message that already holds a mark is left alone, so running it again changes nothing and a
hand-placed mark (where the rule is wrong) stays.

Usage: scripts/isolate-rtl-runs.py translations/bloomlab_ur.ts
"""
import html
import re
import sys

LRI, FSI, PDI = "\u2066", "\u2068", "\u2069"
PROTECTED_BASE = 0xE000  # private-use characters stand for placeholders, tags and mnemonics

PLACEHOLDER = re.compile(r"%L?(?:\d{1,2}|n)")
# Tags of rich text, mnemonics written "(&X)", and "&&".
KEEP = re.compile(r"\(&[^&\s]\)|&&|&(?=[^&\s%])")
RUN = re.compile(
    "(?:\\.(?=[A-Za-z])|[A-Za-z0-9\uE000-\uE0FF(+\u2212⌊-])"
    "(?:[A-Za-z0-9\uE000-\uE0FF .,=+×·\u2212\\-()/^_'⌊⌋÷⁰¹²³⁴⁵⁶⁷⁸⁹⁻ⁿ*%]|:(?!\\s))*"
)
TAG_BASE = 0xF000  # rich-text tags: never inside a run, so no isolate spans two elements


def isolate(text: str) -> str:
    # A message already marked (by this script, or by hand where the rule below would be wrong)
    # is left as it is.
    if any(mark in text for mark in (LRI, FSI, PDI, "\u2067")):
        return text
    tags = []

    def protect_tag(match: re.Match) -> str:
        tags.append(match.group(0))
        return chr(TAG_BASE + len(tags) - 1)

    text = re.sub(r"<[^<>]*>", protect_tag, text)
    protected = []

    def protect(match: re.Match) -> str:
        protected.append(match.group(0))
        return chr(PROTECTED_BASE + len(protected) - 1)

    text = KEEP.sub(protect, text)
    placeholders_from = len(protected)
    text = PLACEHOLDER.sub(protect, text)

    def is_placeholder(ch: str) -> bool:
        return PROTECTED_BASE + placeholders_from <= ord(ch) < PROTECTED_BASE + len(protected)

    def wrap(match: re.Match) -> str:
        run = match.group(0)
        # Sentence punctuation and spaces at the ends belong to the Urdu sentence.
        core = run.rstrip(" .,:;")
        tail = run[len(core):]
        lead = len(core) - len(core.lstrip(" "))
        head, core = core[:lead], core[lead:]
        if core.count(")") < core.count("(") and core.startswith("("):
            head, core = head + "(", core[1:]
        if core.count(")") > core.count("(") and core.endswith(")"):
            core, tail = core[:-1], ")" + tail
        if not core:
            return run
        has_latin = re.search("[A-Za-z]", core) is not None
        # A formula half in Urdu words has a parenthesis outside the run: isolating the Latin
        # half would tear the pair apart (not balanced), so only its values are isolated.
        balanced = core.count("(") == core.count(")")
        # A sign or an operator ("+%1", "%1 × %2") takes the paragraph's direction unless the
        # whole expression is isolated: "+1" would show as "1+".
        expression = re.search("[+\u2212=×÷/^]", core) is not None
        if (not has_latin and not expression) or not balanced:
            # Digits alone keep their order in any paragraph; each inserted value picks its own.
            return head + "".join(FSI + ch + PDI if is_placeholder(ch) else ch for ch in core) + tail
        return head + LRI + core + PDI + tail

    text = RUN.sub(wrap, text)
    for i, original in enumerate(protected):
        text = text.replace(chr(PROTECTED_BASE + i), original)
    for i, original in enumerate(tags):
        text = text.replace(chr(TAG_BASE + i), original)
    return text


def skip(text: str) -> bool:
    # File dialog filters and default file names are parsed or used as names, not read.
    return ";;" in text or "(*" in text or re.fullmatch(r"[^\s]+\.[a-z]{2,8}", text) is not None


def process(path: str) -> int:
    source = open(path, encoding="utf-8").read()
    changed = 0

    def fix(match: re.Match) -> str:
        nonlocal changed
        start, body, end = match.group(1), match.group(2), match.group(3)
        text = html.unescape(body)
        if skip(text):
            return match.group(0)
        new = isolate(text)
        if new == text:
            return match.group(0)
        changed += 1
        escaped = new.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        return start + escaped + end

    out = re.sub(r"(<translation(?: type=\"[a-z]+\")?>|<numerusform>)([^<]+)(</translation>|</numerusform>)",
                 fix, source)
    open(path, "w", encoding="utf-8").write(out)
    return changed


if __name__ == "__main__":
    for ts in sys.argv[1:]:
        print(f"{ts}: {process(ts)} messages isolated")
