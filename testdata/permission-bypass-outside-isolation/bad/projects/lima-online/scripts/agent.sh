#!/bin/sh
# The instance is started from the repository's own YAML, then entered: the YAML decides.
set -eu
limactl start --name agent --tty=false "$(dirname "$0")/../agent.lima.yaml"
limactl shell agent claude --dangerously-skip-permissions -p "update the dependencies"
