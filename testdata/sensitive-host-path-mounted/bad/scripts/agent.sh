#!/usr/bin/env bash
podman run --rm -v "$HOME/.ssh:/home/agent/.ssh:ro" --mount type=bind,src="$HOME",dst=/host ghcr.io/example/agent:1
