#!/usr/bin/env bash
# Types only a cd and a notice; the agent runs inside an offline container.
tmux new-session -d -s work
tmux send-keys -t work 'cd ~/src/app' Enter
tmux send-keys -t work 'echo "run claude --dangerously-skip-permissions only in the sandbox"' C-m
tmux new-window -t work 'docker run --rm -it --network none --cap-drop ALL -v "$PWD:/workspace" agent-image:1.4 claude --dangerously-skip-permissions'
tmux attach -t work
screen -r work
osascript -e 'display notification "claude --dangerously-skip-permissions is not allowed here"'
wt -w 0 new-tab -p Ubuntu
script -q session.log
