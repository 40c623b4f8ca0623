#!/bin/sh
# The sandbox's settings are the file named on the command line, whatever it is called.
set -eu
srt --settings ./agent-sandbox.json claude -p "$1"
