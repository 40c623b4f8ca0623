package dev.agentlint.pipeline;

import dev.agentlint.base.Format;
import dev.agentlint.extract.Extractor;
import dev.agentlint.extract.claude.ClaudeSettingsExtractor;
import dev.agentlint.extract.shell.BatchExtractor;
import dev.agentlint.extract.shell.DevboxExtractor;
import dev.agentlint.extract.shell.PackageJsonExtractor;
import dev.agentlint.extract.shell.PowerShellExtractor;
import dev.agentlint.extract.shell.ShellExtractor;
import dev.agentlint.extract.compose.ComposeExtractor;
import dev.agentlint.extract.container.CredentialFileExtractor;
import dev.agentlint.extract.devcontainer.DevcontainerExtractor;
import dev.agentlint.extract.dockerfile.DockerfileExtractor;
import dev.agentlint.extract.kube.KubeExtractor;
import dev.agentlint.extract.launchd.LaunchdPlistExtractor;
import dev.agentlint.extract.lima.LimaExtractor;
import dev.agentlint.extract.make.MakefileExtractor;
import dev.agentlint.extract.task.TaskfileExtractor;
import dev.agentlint.extract.just.JustfileExtractor;
import dev.agentlint.extract.mise.MiseTasksExtractor;
import dev.agentlint.extract.vscode.VscodeSettingsExtractor;
import dev.agentlint.extract.quadlet.QuadletExtractor;
import dev.agentlint.extract.codex.CodexConfigExtractor;
import dev.agentlint.extract.github.WorkflowExtractor;
import dev.agentlint.extract.mcp.GeminiSettingsExtractor;
import dev.agentlint.extract.claude.ProjectMcpConfigExtractor;
import dev.agentlint.extract.srt.SrtSettingsExtractor;
import dev.agentlint.extract.systemd.SystemdUnitExtractor;
import dev.agentlint.extract.wsb.WsbExtractor;
import dev.agentlint.extract.wsl.WslConfExtractor;
import dev.agentlint.extract.wsl.WslConfigExtractor;
import java.util.Optional;

/**
 * The extractor for each format. Extractors are small and stateless; the parser classes they use
 * are loaded by the JVM only when a file of that format is met.
 */
public final class Extractors {

    private Extractors() {}

    /**
     * Every format has one: the switch has no default, so a new format does not compile until it
     * is given its extractor. (Optional for the callers that would skip a format without one.)
     */
    public static Optional<Extractor> forFormat(Format format) {
        return Optional.of(switch (format) {
            case CLAUDE_SETTINGS -> new ClaudeSettingsExtractor();
            case SHELL -> new ShellExtractor();
            case POWERSHELL -> new PowerShellExtractor();
            case BATCH -> new BatchExtractor();
            case PACKAGE_JSON -> new PackageJsonExtractor();
            case MAKEFILE -> new MakefileExtractor();
            case TASKFILE -> new TaskfileExtractor();
            case JUSTFILE -> new JustfileExtractor();
            case MISE -> new MiseTasksExtractor();
            case VSCODE_SETTINGS -> new VscodeSettingsExtractor();
            case DEVBOX -> new DevboxExtractor();
            case GEMINI_SETTINGS -> new GeminiSettingsExtractor();
            case COMPOSE -> new ComposeExtractor();
            case DOCKERFILE -> new DockerfileExtractor();
            case QUADLET -> new QuadletExtractor();
            case KUBE -> new KubeExtractor();
            case DEVCONTAINER -> new DevcontainerExtractor();
            case MCP_CONFIG -> new ProjectMcpConfigExtractor();
            case CODEX_CONFIG -> new CodexConfigExtractor();
            case SRT_SETTINGS -> new SrtSettingsExtractor();
            case GITHUB_WORKFLOW, GITHUB_ACTION -> new WorkflowExtractor();
            case LIMA -> new LimaExtractor();
            case WSB -> new WsbExtractor();
            case WSL_CONF -> new WslConfExtractor();
            case WSL_CONFIG -> new WslConfigExtractor();
            case SYSTEMD_UNIT -> new SystemdUnitExtractor();
            case LAUNCHD_PLIST -> new LaunchdPlistExtractor();
            case CREDENTIAL_FILE -> new CredentialFileExtractor();
        });
    }
}
