"""The cards on the table: one sprite per card, where each rests, and the
animation from what the Session last reported to what it shows now.

Card ids are stable, so after any change the board reads every pile again,
and each card whose resting place or side changed travels there. The
Session's events give the order: cards of the first reported move leave
first, a run of automatic moves speeds up as it goes, and the deal lays the
cards one by one from the stock.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

import arcade

from runtime.engine.model import Card, GameError, IllegalMove
from runtime.session import Session
from runtime.settings import Settings
from runtime.ui import animation, geometry
from runtime.ui.animation import Animator
from runtime.ui.choices import base_name
from runtime.ui.geometry import Hit, Rect, Table, is_waste_name
from runtime.ui.sprites import Textures

STOCK_WORDS = {"stock", "deck", "talon", "hand", "pack", "pool"}
FLASH_TIME = 0.45
SHADOWED_FLIGHTS = 12
VISIBLE_DEPTH = 2  # cards drawn of a squared pile: the top, and the one a drag uncovers


class Board:
    def __init__(self, session: Session, settings: Settings, clock: Callable[[], float]) -> None:
        self.session = session
        self.settings = settings
        self.clock = clock
        self.animator = Animator()
        layout = session.layout()
        self.order = [name for name in session.stacks() if name in layout.piles]
        self.table: Table = geometry.fit(layout, Rect(0, 0, 800, 600))
        self.textures = Textures(1, 1, settings.card_back, settings.card_face)
        self.cards: dict[str, list[Card]] = {}
        self.faces: dict[str, list[bool]] = {}
        self.rects: dict[str, list[Rect]] = {}
        self.rest: dict[int, tuple[float, float]] = {}
        self.card_of: dict[int, Card] = {}
        self.sprites: dict[int, arcade.Sprite] = {}
        self.showing: dict[int, bool] = {}  # the side each sprite shows now
        self.card_list = arcade.SpriteList()
        self.marker_list = arcade.SpriteList()
        self.shadow_list = arcade.SpriteList()
        self.held: list[int] = []
        self.flashes: dict[str, float] = {}
        self._phase: tuple = ()
        self._concealed: set[int] = set()

    # -- geometry ------------------------------------------------------------

    def fit(self, area: Rect) -> None:
        """Lay the table out in `area`. The first time cards are placed at
        once; after that (a window resized) they glide to their new places,
        already drawn at their new size so they land crisp. The same area
        again changes nothing (a view shown gets a resize event for the size
        it already has, and must not stop the deal)."""
        laid_out = self.textures.width > 1
        look = (self.settings.card_back, self.settings.card_face)
        if laid_out and area == self.table.area and look == self.textures.look:
            return
        self.table = geometry.fit(self.session.layout(), area)
        width, height = round(self.table.card_w), round(self.table.card_h)
        if (width, height, look) != (self.textures.width, self.textures.height, self.textures.look):
            self.textures = Textures(width, height, *look)
            # Arcade's atlas tracks textures weakly: one a garbage collection
            # frees while the atlas grows (adding these) breaks the resize, so
            # the textures of boards and sizes gone are freed here, first
            gc.collect()
        self.marker_list.clear()
        stacked = geometry.overlapping(self.table, self.order)
        for name in self.order:
            pile = self.table.layout.piles[name]
            if pile.empty == "none" or name in stacked:
                continue
            # a waste is never where a suit is built (CDL games mark every
            # empty stack alike; Klondike's waste had the foundations' circle)
            empty = "outline" if is_waste_name(name) and pile.empty == "circle" else pile.empty
            marker = arcade.Sprite(self.textures.marker(empty))
            marker.position = self._pixel_center(geometry.base_rect(self.table, name))
            self.marker_list.append(marker)
        if laid_out and self.sprites:
            self.retexture()
            self.sync("glide")
        else:
            self.sync("snap")

    def hit(self, x: float, y: float) -> Hit | None:
        return geometry.hit_test(self.table, self.faces, x, y, self.order)

    def drop_target(self, held: Rect) -> str | None:
        return geometry.drop_target(self.table, self.faces, held, self.order)

    def card_rect(self, pile: str, index: int) -> Rect:
        rects = self.rects.get(pile) or []
        if not rects:
            return geometry.base_rect(self.table, pile)
        return rects[index]

    def ids_from(self, pile: str, index: int) -> list[int]:
        return [card.id for card in self.cards.get(pile, [])[index:]]

    # -- following the Session -----------------------------------------------

    def _read(self) -> None:
        self.rest.clear()
        self.card_of.clear()
        for name in self.order:
            cards = self.session.cards(name)
            self.cards[name] = cards
            self.faces[name] = [card.face_up for card in cards]
            self.rects[name] = geometry.card_rects(self.table, name, self.faces[name])
            for card, rect in zip(cards, self.rects[name], strict=True):
                self.rest[card.id] = self._pixel_center(rect)
                self.card_of[card.id] = card

    def _pixel_center(self, rect: Rect) -> tuple[float, float]:
        """A card's centre such that its picture's edges fall on whole pixels:
        the pictures are drawn 1:1, so they stay as crisp as they were made."""
        return (
            round(rect.left) + self.textures.width / 2,
            round(rect.bottom) + self.textures.height / 2,
        )

    def row_deal(self) -> tuple[str, int] | None:
        """The stock, and the cards one click deals from it, when a click
        deals a row (a card onto each of several piles, as Spider's does),
        so the table can say how many deals are left; None for a stock
        that turns cards onto a waste, one whose click gathers the cards
        to deal them again (La Belle Lucie's, Gaps'), or a game without one. Worked out by
        playing the click on the rules, off the Session (which it leaves as
        it was)."""
        stock, _ = self.deal_origin()
        if stock is None or base_name(stock) not in STOCK_WORDS:
            return None
        session = self.session
        try:
            clicks = [m for m in session.moves() if m.source == stock]
            for move in clicks:
                _, events = session.rules.play(session.state, move)
                moves = [e for e in events if e.kind == "move"]
                moved = [e for e in moves if e.source == stock]
                refilled = any(e.target == stock for e in moves)  # a redeal, not a row
                if len({e.target for e in moved}) > 1 and not refilled:
                    return stock, sum(len(e.cards) for e in moved)
        except (GameError, IllegalMove):
            return None
        return None

    def deal_origin(self) -> tuple[str | None, tuple[float, float]]:
        """Where the deal comes from: the stock, else the pile holding the
        most face-down cards, else just above the table's top-left corner."""
        named = [n for n in self.order if base_name(n) in STOCK_WORDS]
        if not named:
            downs = {n: sum(1 for up in self.faces.get(n, []) if not up) for n in self.order}
            named = [n for n in sorted(downs, key=lambda n: -downs[n]) if downs[n] > 0][:1]
        if named:
            return named[0], geometry.base_rect(self.table, named[0]).center
        return None, (
            self.table.area.left + self.table.card_w / 2,
            self.table.area.top + self.table.card_h / 2,
        )

    def _delays(self, kind: str, moved: list[int]) -> dict[int, float]:
        speed = max(self.settings.speed, 0.01)
        events = self.session.events
        delays: dict[int, float] = {}
        if kind == "glide":
            return delays  # every card sets off at once: the table moved, not a card
        if kind == "deal":
            sequence = [c for e in events if e.kind == "move" for c in e.cards if c in self.rest]
            sequence = list(dict.fromkeys(sequence))
            reported = set(sequence)
            sequence += [c for c in self._round_robin() if c in moved and c not in reported]
            for card, delay in zip(
                sequence, animation.deal_delays(len(sequence), speed), strict=True
            ):
                delays[card] = delay
            return delays
        groups = [e for e in events if e.kind == "move"]
        starts = animation.run_delays(len(groups), speed)
        group = -1
        for event in events:
            if event.kind == "move":
                group += 1
                for k, card in enumerate(event.cards):
                    delays.setdefault(card, starts[group] + k * 0.018 / speed)
            elif event.kind == "flip":
                after = starts[group] + animation.SLIDE * 0.6 / speed if group >= 0 else 0.0
                for card in event.cards:
                    delays.setdefault(card, after)
            elif event.kind in ("flash", "draw") and event.source:
                self.flashes[event.source] = self.clock() + FLASH_TIME
        return delays

    def _round_robin(self) -> list[int]:
        """Cards in the order a dealer lays them: a card on each pile in turn."""
        piles = [self.cards.get(name, []) for name in self.order]
        out: list[int] = []
        for level in range(max((len(p) for p in piles), default=0)):
            out += [p[level].id for p in piles if level < len(p)]
        return out

    def sync(self, kind: str = "play") -> None:
        """Catch up with the Session. kind: "deal" (lay everything out from
        the stock), "play" (a move, an undo, a redo), "glide" (the table was
        laid out anew: every card slides to its new place together) or
        "snap" (no animation)."""
        now = self.clock()
        self._read()
        for card_id in [c for c in self.sprites if c not in self.rest]:
            self.card_list.remove(self.sprites.pop(card_id))
            self.showing.pop(card_id, None)
        self.animator.cancel([c for c in list(self.animator.motions) if c not in self.rest])
        origin_pile, origin = self.deal_origin() if kind == "deal" else (None, (0.0, 0.0))
        in_origin = {card.id for card in self.cards.get(origin_pile, [])} if origin_pile else set()
        snap = kind == "snap" or self.settings.speed <= 0
        changed: list[int] = []
        for card_id, target in self.rest.items():
            card = self.card_of[card_id]
            sprite = self.sprites.get(card_id)
            if sprite is None:
                sprite = arcade.Sprite(self._texture(card, card.face_up))
                sprite.position = target
                self.sprites[card_id] = sprite
                self.showing[card_id] = card.face_up
                self.card_list.append(sprite)
            if kind == "deal" and not snap and card_id not in in_origin:
                sprite.position = origin
                sprite.texture = self.textures.back_texture()
                self.showing[card_id] = False
            if sprite.position != target or self.showing[card_id] != card.face_up:
                changed.append(card_id)
            elif card_id not in self.animator.motions:
                # a card at rest may still have changed its looks (shaded, renamed)
                sprite.texture = self._texture(card, card.face_up)
        if snap:
            self.animator.cancel(list(self.sprites))
            for card_id in self.rest:
                self._settle(card_id)
            self._sort(force=True)
            return
        delays = self._delays(kind, changed)
        speed = self.settings.speed
        for card_id in changed:
            sprite = self.sprites[card_id]
            if card_id in self.held:
                continue
            start, target = tuple(sprite.position), self.rest[card_id]
            travel = abs(start[0] - target[0]) + abs(start[1] - target[1]) > 0.5
            flip = self.showing[card_id] != self.card_of[card_id].face_up
            self.animator.slide(
                card_id,
                start,
                target,
                now,
                delays.get(card_id, 0.0),
                animation.SLIDE / speed if travel else 0.0,
                flip,
            )
        self._sort(force=True)

    def _texture(self, card: Card, face_up: bool):
        if face_up:
            return self.textures.face(card.rank, card.suit, card.name, card.shaded)
        return self.textures.back_texture()

    def _settle(self, card_id: int) -> None:
        sprite = self.sprites[card_id]
        card = self.card_of[card_id]
        sprite.position = self.rest[card_id]
        sprite.texture = self._texture(card, card.face_up)
        sprite.scale = 1.0
        self.showing[card_id] = card.face_up

    def retexture(self) -> None:
        """New card back or size: every sprite takes its new picture."""
        for card_id in self.sprites:
            if card_id in self.card_of:
                sprite = self.sprites[card_id]
                sprite.texture = self._texture(self.card_of[card_id], self.showing[card_id])

    # -- every frame ---------------------------------------------------------

    def update(self, now: float) -> None:
        for card_id, motion in self.animator.motions.items():
            sprite = self.sprites.get(card_id)
            if sprite is None or card_id in self.held:
                continue
            if now >= motion.begin:
                sprite.position = motion.position(now)
            progress = motion.flip_progress(now)
            if progress is not None and card_id not in self._concealed:
                sprite.scale = (animation.flip_width(progress), 1.0)
                new_side = self.card_of[card_id].face_up
                side = new_side if animation.shows_new_side(progress) else not new_side
                if self.showing[card_id] != side:
                    self.showing[card_id] = side
                    sprite.texture = self._texture(self.card_of[card_id], side)
        for card_id in self.animator.prune(now):
            if card_id in self.sprites and card_id not in self.held:
                self._settle(card_id)
        self._sort()

    def _sort(self, force: bool = False) -> None:
        """Draw order: resting cards by pile and depth, then cards waiting to
        leave, then cards in flight, then the cards being dragged."""
        now = self.clock()
        flying = self.animator.flying(now)
        waiting = {c for c in self.animator.motions if self.animator.waiting(c, now)}
        phase = (len(flying), len(waiting), len(self.held), tuple(self.held[:1]))
        if phase == self._phase and not force:
            return
        self._phase = phase
        depth: dict[int, tuple] = {}
        for p, name in enumerate(self.order):
            for i, card in enumerate(self.cards.get(name, [])):
                depth[card.id] = (0, p, i)
        held = {c: i for i, c in enumerate(self.held)}
        motions = self.animator.motions

        def key(sprite_id: int) -> tuple:
            if sprite_id in held:
                return (4, held[sprite_id], 0)
            if sprite_id in flying:
                return (3, motions[sprite_id].begin, depth.get(sprite_id, (0, 0, 0))[2])
            if sprite_id in waiting:
                return (2, -motions[sprite_id].begin, 0)
            return depth.get(sprite_id, (0, 0, 0))

        self._conceal(depth, waiting, flying)
        card_of_sprite = {id(sprite): card_id for card_id, sprite in self.sprites.items()}
        # sorting in place only rewrites the draw order, not the sprites' data
        self.card_list.sort(key=lambda sprite: key(card_of_sprite[id(sprite)]))

    def _conceal(self, depth: dict[int, tuple], waiting: set[int], flying: set[int]) -> None:
        """Shrink to nothing the cards no one can see: those deep in a squared
        pile and those deep in the deal's waiting stack. With a hundred cards
        stacked in a stock, drawing them all is most of a software GPU's frame."""
        hidden: set[int] = set()
        for name in self.order:
            if self.table.layout.piles[name].fan == "over":
                cards = self.cards.get(name, [])
                # a squared waste fanning its top three shows one more
                depth = VISIBLE_DEPTH + (
                    geometry.WASTE_FANNED if geometry.squared_waste_step(self.table, name) else 0
                )
                hidden.update(card.id for card in cards[: max(len(cards) - depth, 0)])
        queue = sorted(waiting, key=lambda c: self.animator.motions[c].begin)
        hidden.update(queue[VISIBLE_DEPTH:])
        hidden -= flying
        hidden -= set(self.held)
        for card_id in hidden:
            self.sprites[card_id].scale = 0.0
        for card_id in self._concealed - hidden:
            if card_id in self.sprites:
                self.sprites[card_id].scale = 1.0
        self._concealed = hidden

    def busy(self) -> bool:
        return self.animator.busy(self.clock())

    def draw(self, shadow: bool) -> None:
        now = self.clock()
        self.marker_list.draw(pixelated=True)
        for name, until in list(self.flashes.items()):
            if now > until:
                del self.flashes[name]
                continue
            zone = self.card_rect(name, -1)
            alpha = int(160 * (until - now) / FLASH_TIME)
            arcade.draw_lbwh_rectangle_filled(
                zone.left - 4,
                zone.bottom - 4,
                zone.width + 8,
                zone.height + 8,
                (255, 230, 120, alpha),
            )
        if shadow:
            self._draw_shadows(now)
        self.card_list.draw(pixelated=True)

    def _draw_shadows(self, now: float) -> None:
        """Shadows under the cards being dragged, and under cards in flight
        when only a few fly (a deal of a hundred cards would only blur)."""
        lifted = list(self.held)
        if not lifted:
            flying = self.animator.flying(now)
            if len(flying) > SHADOWED_FLIGHTS:
                return
            lifted = sorted(flying)
        if not lifted:
            return
        while len(self.shadow_list) < len(lifted):
            self.shadow_list.append(arcade.Sprite(self.textures.shadow()))
        for i, shade in enumerate(self.shadow_list):
            sprite = self.sprites.get(lifted[i]) if i < len(lifted) else None
            shade.visible = sprite is not None
            if sprite is not None:
                shade.texture = self.textures.shadow()
                shade.position = (sprite.center_x + 5, sprite.center_y - 6)
                shade.scale = (sprite.scale_x, 1.0)
        self.shadow_list.draw(pixelated=True)
