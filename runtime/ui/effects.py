"""The win celebration: cards leap off the piles one after another and
bounce down the table, leaving a trail of copies behind, as the old
solitaire did. The bouncing itself is pure (`Bouncer.step`)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import arcade

GRAVITY = -1500.0  # pixels per second squared
BOUNCE = 0.72  # of the vertical speed kept at each bounce
LAUNCH_GAP = 0.16  # seconds between two cards leaving
TRAIL_GAP = 0.022  # seconds between two copies of a card's trail
MAX_TRAIL = 1800  # copies laid at most, so a long celebration stays smooth


@dataclass
class Bouncer:
    x: float
    y: float
    vx: float
    vy: float
    half_w: float
    half_h: float

    def step(self, dt: float, floor: float) -> None:
        self.vy += GRAVITY * dt
        self.x += self.vx * dt
        self.y += self.vy * dt
        if self.y - self.half_h < floor:
            self.y = floor + self.half_h
            self.vy = -self.vy * BOUNCE

    def gone(self, left: float, right: float) -> bool:
        return self.x + self.half_w < left or self.x - self.half_w > right


class Celebration:
    """Cards (textures and starting points) launched in turn."""

    def __init__(
        self,
        cards: list[tuple[object, tuple[float, float]]],
        width: float,
        floor: float,
        seed: int = 0,
    ) -> None:
        self.queue = list(cards)
        self.width, self.floor = width, floor
        self.random = random.Random(seed)
        self.live: list[tuple[Bouncer, arcade.Sprite]] = []
        self.trail = arcade.SpriteList()
        self.clock = 0.0
        self.next_launch = 0.0
        self.next_trail = 0.0

    @property
    def finished(self) -> bool:
        return not self.queue and not self.live

    def update(self, dt: float) -> None:
        dt = min(dt, 0.05)
        self.clock += dt
        while self.queue and self.clock >= self.next_launch:
            texture, (x, y) = self.queue.pop()
            sprite = arcade.Sprite(texture)
            sprite.position = (x, y)
            speed = self.random.uniform(160, 420) * self.random.choice((-1, 1))
            bouncer = Bouncer(
                x, y, speed, self.random.uniform(0, 380), sprite.width / 2, sprite.height / 2
            )
            self.live.append((bouncer, sprite))
            self.next_launch += LAUNCH_GAP
        lay_trail = self.clock >= self.next_trail
        if lay_trail:
            self.next_trail = self.clock + TRAIL_GAP
        for bouncer, sprite in self.live:
            bouncer.step(dt, self.floor)
            sprite.position = (bouncer.x, bouncer.y)
            if lay_trail and len(self.trail) < MAX_TRAIL:
                copy = arcade.Sprite(sprite.texture)
                copy.position = sprite.position
                self.trail.append(copy)
        self.live = [(b, s) for b, s in self.live if not b.gone(0, self.width)]

    def draw(self) -> None:
        self.trail.draw(pixelated=True)
        for _, sprite in self.live:
            arcade.draw_sprite(sprite, pixelated=True)
