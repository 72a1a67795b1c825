"""The precompiled templates (paperc/codegen/compiled/) match the templates,
are what rendering uses, and are ignored when they no longer match."""

from __future__ import annotations

import jinja2
import pytest

from paperc.codegen import precompiled
from paperc.codegen.render import environment

TEMPLATES = sorted(p.name for p in precompiled.TEMPLATES.glob("*.jinja"))


def test_there_are_templates():
    assert TEMPLATES == ["module.py.jinja"]  # one template for both languages


@pytest.mark.parametrize("name", TEMPLATES)
def test_compiled_module_is_up_to_date(name):
    target = precompiled.COMPILED / f"{precompiled.module_name(name)}.py"
    assert target.exists(), f"run `python -m paperc.codegen.precompiled` ({target.name} missing)"
    assert target.read_text(encoding="utf-8") == precompiled.module_source(environment(), name), (
        f"templates/{name} changed: run `python -m paperc.codegen.precompiled`"
    )


@pytest.mark.parametrize("name", TEMPLATES)
def test_rendering_uses_the_compiled_module(name):
    template = environment().get_template(name)
    module = f"{precompiled.PACKAGE}.{precompiled.module_name(name)}"
    assert template.root_render_func.__module__ == module


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=precompiled.TemplateLoader(),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(environment().filters)
    return env


def test_a_stale_module_is_ignored(tmp_path, monkeypatch):
    (tmp_path / "module.py.jinja").write_text("edited {{ x }}\n", encoding="utf-8")
    monkeypatch.setattr(precompiled, "TEMPLATES", tmp_path)
    template = _env().get_template("module.py.jinja")
    assert template.render(x=1) == "edited 1\n"
    assert template.root_render_func.__module__ != f"{precompiled.PACKAGE}.module_py"


def test_other_syntax_options_change_the_key():
    source = (precompiled.TEMPLATES / "module.py.jinja").read_text(encoding="utf-8")
    plain = jinja2.Environment(keep_trailing_newline=True)
    assert precompiled.template_key(plain, source) != precompiled.template_key(
        environment(), source
    )
