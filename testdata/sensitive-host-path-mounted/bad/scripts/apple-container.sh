#!/bin/sh
# --ssh forwards the host's SSH agent socket into the container.
container run --rm -it --ssh -u 1000 -v "$HOME/.aws:/home/agent/.aws:ro" agent-image:1.4 claude
