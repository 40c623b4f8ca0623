#!/bin/sh
exec codex exec --sandbox read-only "summarise the logs"
