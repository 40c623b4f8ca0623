#!/usr/bin/env bash
# The engine API on every IPv6 interface, unauthenticated.
dockerd -H tcp://[::]:2375 &
