#!/bin/sh
set -eu
cd "$(dirname "$0")/.."
exec claude -p "triage the new issues" --allowedTools "Read,Grep"
