#!/bin/bash
# Saved on Windows: CRLF line endings.
claude -p "sync docs" \
  --dangerously-skip-permissions
