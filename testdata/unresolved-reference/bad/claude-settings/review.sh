#!/bin/sh
# The settings each session runs with live outside the repository or are chosen at run time.
set -eu
claude -p "review the diff" --settings /etc/claude-ci/review.json
claude -p "review the diff" --settings "$REVIEW_SETTINGS"
claude -p "review the diff" --settings ci/missing.json
