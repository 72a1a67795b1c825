"""Reading a file a user named, safely: the one reader of the compiler and
the runtime (sources, includes, the compile cache). It imports only the
standard library, so the compiler may import it beside the card tables
(docs/runtime.md, "What the compiler may import")."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


def read_regular(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; OSError naming
    the file, with a reason a player can read, otherwise. Never blocks: a
    FIFO is opened without waiting, and a device is refused before it is
    read (`/dev/zero` never ends)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise OSError(errno.EFBIG, f"larger than {limit >> 20} MB", str(path))
    return data
