# Opens the agent next to a shell in Windows Terminal.
wt.exe -w 0 new-tab -p "PowerShell" -d . claude --dangerously-skip-permissions `; split-pane -V codex --yolo
Start-Process wt -ArgumentList 'new-tab', 'codex', '--yolo'
