#!/bin/sh
set -eu
srt -s ./agent-sandbox.json claude -p "$1"
