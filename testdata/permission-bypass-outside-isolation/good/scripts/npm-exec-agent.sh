#!/bin/sh
# After the -- that ended npm's options, a second -- is the agent's own: what follows it is a prompt, not a flag.
npm exec -- @anthropic-ai/claude-code@1.0.0 -- --dangerously-skip-permissions
npm exec @anthropic-ai/claude-code@1.0.0 -- -p "never use --dangerously-skip-permissions"
echo npm exec @openai/codex@1.2.3 -- --yolo
