@echo off
rem set ANTHROPIC_API_KEY=sk-ant-api03-Zx9Qm2Lp7Rt4Vb8Nc1Kd6Fg3Hj5Ws0Ay2Eu7Io9Pq4Ty1Gh6Jk
set ANTHROPIC_API_KEY=%ANTHROPIC_KEY_FROM_VAULT%
set /p OPENAI_API_KEY=Paste your key: 
claude
