#!/usr/bin/env bash
set -euo pipefail
# agentlint: ignore[RUN-004] only ever started inside the offline container of ./sandbox.sh
claude --dangerously-skip-permissions -p "run the tests"
echo "# agentlint: ignore[RUN-004]"
echo it's a trap ${#HOME} $((1<<2))'
cat <<'NOTE'
# agentlint: ignore[RUN-025]
NOTE
