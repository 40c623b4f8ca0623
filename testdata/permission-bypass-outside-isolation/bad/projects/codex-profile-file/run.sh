#!/bin/sh
set -eu
codex exec -p ci "run the migrations"
