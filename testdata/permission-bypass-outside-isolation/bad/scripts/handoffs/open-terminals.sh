#!/usr/bin/env bash
case "$(uname -s)" in
  Darwin)
    osascript -e 'tell application "Terminal" to do script "cd ~/src/app && claude --dangerously-skip-permissions"'
    ;;
  *)
    gnome-terminal --title=agent -- claude --dangerously-skip-permissions
    konsole --noclose -e codex --yolo
    xterm -hold -e gemini --yolo
    ;;
esac
