#!/bin/sh
set -e
codex exec "update the changelog from the merged pull requests"
codex -m o4-mini exec --ephemeral "summarize open issues"
npx @openai/codex@0.144.3 exec -c model_reasoning_effort=high "triage"
codex e -s workspace-read "typo in the mode"
