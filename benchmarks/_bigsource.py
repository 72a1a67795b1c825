"""Big, realistic game sources made programmatically, for scaling benchmarks and tests.

`paperlang_source(n)` and `cdl_source(n)` return a whole game of about `n`
statements (every statement counts, nested ones too) that compiles: the
same kind of rule and method bodies as the bundled games, repeated with
fresh names (phases, routines, stacks).
"""

from __future__ import annotations

# One Paperlang phase: 12 statements.
_PL_PHASE = """\
    ; phase {k}: scores the tableau, and moves nothing
    phase judge{k} start
        int f{k} = 0
        while f{k} < 4 start
            if foundations[f{k}].size == 0 start
                fits = true
            elseif (foundations[f{k}].top.suit == cs) && (foundations[f{k}].top.v + 1 == cv) then
                fits = false
            end
            if tableau[f{k}].size > {m} start
                cv = tableau[f{k}].top.v
                cs = (tableau[f{k}].top.suit + {m}) % 4
            end
            f{k} = f{k} + 1
        end
        total = total + cv * 2 - cs
    end
"""
PL_PHASE_STATEMENTS = 12

_PL_HEAD = """\
; A big generated Paperlang game: {phases} phases of {each} statements.
game Big start
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  empty circle
    end
    visiblestack waste start
        at 1 0  fan right  autotarget "YN"
    end
    stacklist foundations[4] start
        at 3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 0 1.25  fan down  facing keep  autoflip
        build "KDA"  group "YY"  autotarget "YN"
    end
    bool fits = false
    int cv = 0
    int cs = 0
    int total = 0
    shuffle deck
"""

_PL_TAIL = """\
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top (i + 1)
            i = i + 1
        end
    end
    turn start
{calls}        pickone start
            pick tableau, waste /> foundations build then
                total = total + 1
            pick tableau, waste /> tableau build where to{{to.size > 0}} then
            pick deck -> waste top 3 where from{{from.size > 0}} then
            pick deck -> deck top 0 where from{{(from.size == 0) && (waste.size > 0)}} then
                waste -> deck top all
        end
    end
end
"""


def paperlang_source(statements: int) -> str:
    """A Paperlang game of about `statements` statements."""
    phases = max(1, statements // PL_PHASE_STATEMENTS)
    parts = [_PL_HEAD.format(phases=phases, each=PL_PHASE_STATEMENTS)]
    parts += [_PL_PHASE.format(k=k, m=k % 7) for k in range(phases)]
    calls = "".join(f"        do judge{k}\n" for k in range(0, phases, max(1, phases // 8)))
    parts.append(_PL_TAIL.format(calls=calls))
    return "".join(parts)


# One CDL column stack (9 statements) and one routine pair (8 statements).
_CDL_STACK = """\
stack C{k} is
  X := {x}; Y := 4; W := 2; H := 8;
  Direction := down;
  Start is
    if Stock! > 0 then
    begin
      Pull 1 from Stock;
      Turn [1..!] side up;
    end;
  SelectFrom(Spos : index) is
    if (Spos = !) and (! > 0) then Pull 1 to Cursor;
  Help is
    begin
      Clear 'Column {k}';
      Write('Its top card may go to the foundation.');
    end;
end C{k};
"""

_CDL_ROUTINES = """\
{{can c go on column {k}?}}
predicate Fits{k}?(c : card) is
var top : integer;
begin
  if C{k}! = 0 then return Rank(c) = king;
  top := Rank(C{k}[C{k}!]);
  if top = ace then return false;
  return (Rank(c) + 1 = top) or (Rank(c) = top + {m});
end;

function Score{k}(c : card) : integer is
  return (c mod 13) * {m} + (c / 13);
"""
CDL_UNIT_STATEMENTS = 17

_CDL_HEAD = """\
{{ A big generated CDL game: {units} column stacks with their routines. }}

GAME Big IS {width} BY 12;

stack Stock;
stack Found;

function Rank(c : card) : integer is
  return c mod 13;

procedure CloseHelp is
  Clear;

stack Stock is
  X := 0; Y := 0; W := 2; H := 3;
  Start is
    begin
      Add Ace+Spade .. King+Diamond;
      Shuffle;
      Turn [1..!] side down;
    end;
  Select(Spos : index) is
    if ! > 0 then
    begin
      Turn [!] side up;
      Pull 1 to Found;
    end;
end Stock;

stack Found is
  X := 3; Y := 0; W := 2; H := 3;
  Start is
    begin
      Pull 1 from Stock;
      Turn [!] side up;
    end;
  SelectTo(Spos : index) is
    if Cursor! = 1 then Pull 1 from Cursor;
end Found;

"""

_CDL_TAIL = """\
predicate win? is
  return Found! = 52;

ORDER Stock, Found, {columns}.
"""


def cdl_source(statements: int) -> str:
    """A CDL game of about `statements` statements."""
    units = max(1, statements // CDL_UNIT_STATEMENTS)
    parts = [_CDL_HEAD.format(units=units, width=2 * units + 6)]
    for k in range(units):
        parts.append(_CDL_STACK.format(k=k, x=2 * k + 6))
        parts.append(_CDL_ROUTINES.format(k=k, m=k % 5 + 1))
    columns = ", ".join(f"C{k}" for k in range(units))
    parts.append(_CDL_TAIL.format(columns=columns))
    return "".join(parts)
