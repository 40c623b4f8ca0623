#!/bin/sh
# npm exec and npm x: the -- after the package ends npm's options; what follows goes to the agent.
npm exec @anthropic-ai/claude-code@1.0.0 -- --dangerously-skip-permissions -p "fix the build"
npm x @anthropic-ai/claude-code@1.0.0 -- --dangerously-skip-permissions
npm exec -y @openai/codex@1.2.3 -- --yolo exec "triage"
npm exec --package=@anthropic-ai/claude-code@1.0.0 -- claude --dangerously-skip-permissions
