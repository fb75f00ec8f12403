"""The <!-- md:NAME ARG --> hook, without a browser: expansion rules and loud failures."""

from __future__ import annotations

import pytest
from mkdocs.exceptions import PluginError

from tests.hookfiles import load_hook


@pytest.fixture
def hook(monkeypatch):
    module = load_hook("pokerrules_docs")

    class Tables:
        calls: list[tuple[str, str]] = []

        @staticmethod
        def render(name, arg):
            Tables.calls.append((name, arg))
            if name == "table":
                return f"| a |\n|---|\n| {arg or 'none'} |\n"
            if name == "word":
                return f"<b>{arg}</b>"
            if name == "number":
                return 42
            raise KeyError(f"unknown md directive {name!r}")

    monkeypatch.setattr(module, "_docs_tables", Tables)
    return module


def test_standalone_directive_becomes_a_block(hook):
    out = hook.expand("Intro\n<!-- md:table three-card-poker -->\nAfter\n", "p.md")
    assert out == "Intro\n\n| a |\n|---|\n| three-card-poker |\n\nAfter\n"


def test_missing_arg_is_empty_string(hook):
    hook.expand("<!-- md:table -->", "p.md")
    assert hook._docs_tables.calls[-1] == ("table", "")


def test_indented_directive_keeps_its_indent(hook):
    src = '!!! note\n    <!-- md:table x -->\n'
    out = hook.expand(src, "p.md")
    assert "    | a |\n    |---|\n    | x |" in out


def test_inline_directive_is_replaced_in_place(hook):
    assert hook.expand("Say <!-- md:word hi --> now", "p.md") == "Say <b>hi</b> now"


def test_fenced_code_is_left_alone(hook):
    src = "```markdown\n<!-- md:bogus -->\n```\n~~~~\n<!-- md:bogus -->\n~~~~\n"
    assert hook.expand(src, "p.md") == src


def test_unknown_name_fails_with_page_line_and_name(hook):
    with pytest.raises(PluginError) as err:
        hook.expand("x\n\n<!-- md:bogus arg -->\n", "games/p.md")
    text = str(err.value)
    assert "games/p.md:3" in text and "md:bogus" in text


def test_non_string_result_fails(hook):
    with pytest.raises(PluginError, match="returned int"):
        hook.expand("<!-- md:number -->", "p.md")


@pytest.mark.parametrize("line", ["<!-- md: table -->", "<!-- md:table", "<!--md:ta ble-->x<!-- md:"])
def test_malformed_directive_fails(hook, line):
    with pytest.raises(PluginError, match="p.md:1"):
        hook.expand(line, "p.md")
