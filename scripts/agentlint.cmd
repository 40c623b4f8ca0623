@echo off
rem agentlint launcher for Windows: runs agentlint.jar from this directory with a JDK 17+
rem (JAVA_HOME\bin\java.exe when JAVA_HOME is set, else java on PATH). Install: put agentlint.cmd
rem and agentlint.jar (the release's agentlint-VERSION.jar, renamed) in one directory on PATH.
rem The JVM options are the POSIX launcher's (docs/performance.md); AGENTLINT_JAVA_OPTS comes after them.
setlocal
set "AGENTLINT_HOME=%~dp0"
set "AGENTLINT_JAVA=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "AGENTLINT_JAVA=%JAVA_HOME%\bin\java.exe"
if not exist "%AGENTLINT_HOME%agentlint.jar" (
  echo agentlint: %AGENTLINT_HOME%agentlint.jar is missing: put the release's jar beside agentlint.cmd, named agentlint.jar 1>&2
  exit /b 2
)
"%AGENTLINT_JAVA%" -XX:TieredStopAtLevel=1 -XX:CICompilerCount=1 -XX:+UseSerialGC -Xmn24m -XX:-UsePerfData %AGENTLINT_JAVA_OPTS% -jar "%AGENTLINT_HOME%agentlint.jar" %*
exit /b %ERRORLEVEL%
