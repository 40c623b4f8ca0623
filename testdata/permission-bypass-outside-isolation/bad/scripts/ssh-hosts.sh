#!/bin/sh
# ssh to this machine, however localhost is written, runs the agent on the host itself.
ssh dev@LOCALHOST claude --dangerously-skip-permissions -p "fix the build"
# A remote host whose name merely starts with "127." is another machine: not known to be the host.
ssh dev@127.example.com claude --dangerously-skip-permissions -p "fix the build"
