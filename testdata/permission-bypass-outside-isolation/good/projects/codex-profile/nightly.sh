#!/bin/sh
set -eu
codex exec --profile=review "summarise the diff"
