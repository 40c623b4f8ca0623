step_33() { echo "step 33"; }
AGENT_FLAGS=--dangerously-skip-permissions
