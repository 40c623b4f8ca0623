cd /d "%~dp0"
docker run --rm -it --network none -v "%cd%:/work" -w /work ghcr.io/example/codex@sha256:0000000000000000000000000000000000000000000000000000000000000000 codex
