@echo off
docker run --rm --network none -v %USERPROFILE%\.ssh:/root/.ssh agent-image claude
docker run --rm --network none -v "%APPDATA%\gcloud:/root/.config/gcloud" agent-image claude
