package dev.agentlint.discover;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class ClassifierTest {

    @ParameterizedTest
    @CsvSource({
            ".claude/settings.json, claude-settings",
            "a/b/.claude/settings.local.json, claude-settings",
            "etc/claude-code/managed-settings.json, claude-settings",
            "etc/claude-code/managed-settings.d/10-policy.json, claude-settings",
            "etc/claude-code/managed-settings.d/.10-policy.json, ",
            "settings.json, ",
            ".vscode/extensions.json, ",
            ".mcp.json, mcp",
            ".cursor/mcp.json, mcp",
            ".vscode/mcp.json, mcp",
            ".codex/config.toml, codex",
            ".codex/agents/reviewer.toml, codex",
            "agents/reviewer.toml, ",
            ".codex/ci.config.toml, codex",
            "etc/codex/requirements.toml, codex",
            "managed-mcp.json, mcp",
            "Library/Application Support/Claude/claude_desktop_config.json, mcp",
            ".srt-settings.json, srt-settings",
            "Dockerfile, dockerfile",
            "docker/Containerfile, dockerfile",
            "dockerfile, dockerfile",
            "images/agent.Dockerfile, dockerfile",
            "Dockerfile.agent, dockerfile",
            "Containerfile.dev, dockerfile",
            "Dockerfile.dockerignore, ",
            "Dockerfile.md, ",
            "Dockerfiles, ",
            ".github/workflows/claude.yaml, github-workflow",
            "docs/workflows/claude.yaml, ",
            "pyproject.toml, ",
            "compose.yaml, compose",
            "docker-compose.override.yml, compose",
            "deploy/docker-compose.prod.yaml, compose",
            "podman-compose.yml, compose",
            ".devcontainer/devcontainer.json, devcontainer",
            ".devcontainer/python/devcontainer.json, devcontainer",
            ".devcontainer.json, devcontainer",
            "sandbox.wsb, wsb",
            "etc/wsl.conf, wslconf",
            ".wslconfig, wslconfig",
            "agent.container, quadlet",
            "agent.pod, quadlet",
            "agent.kube, quadlet",
            "etc/systemd/system/claude.service, systemd",
            "claude.service.d/override.conf, systemd",
            "run-agent.sh, shell",
            "x.bash, shell",
            ".github/workflows/ci.yml, github-workflow",
            "package.json, package-json",
            "Makefile, makefile",
            "src/makefile, makefile",
            "GNUmakefile, makefile",
            "build/rules.mk, makefile",
            "Makefile.am, ",
            "Taskfile.yml, taskfile",
            "devbox.json, devbox",
            ".gemini/settings.json, gemini-settings",
            ".gemini/settings.local.json, ",
            "tools/taskfile.dist.yaml, taskfile",
            "Taskfile.local.yml, ",
            "justfile, justfile",
            "Justfile, justfile",
            "tools/.justfile, justfile",
            "tools/agents.just, justfile",
            ".just, ",
            "mise.toml, mise",
            ".mise.toml, mise",
            "mise.local.toml, mise",
            ".mise.staging.toml, mise",
            ".config/mise/config.toml, mise",
            "mise/config.local.toml, mise",
            ".config/mise/conf.d/agents.toml, mise",
            "conf.d/agents.toml, ",
            "premise.toml, ",
            ".vscode/settings.json, vscode-settings",
            "team.code-workspace, vscode-settings",
            "ws/My Project.CODE-WORKSPACE, vscode-settings",
            ".code-workspace, ",
            "vscode/settings.json, ",
            "README.md, ",
    })
    void classifiesByName(String path, String format) {
        Format f = Classifier.classify(path.strip(), () -> "");
        assertThat(f == null ? null : f.id()).isEqualTo(format == null ? null : format.strip());
    }

    static Stream<Arguments> byContent() {
        return Stream.of(
                Arguments.of("bin/run-agent", "#!/usr/bin/env bash\necho hi", "shell"),
                Arguments.of("bin/run-agent", "#!/bin/sh -e\n", "shell"),
                Arguments.of("bin/tool", "#!/usr/bin/env python3\n", null),
                Arguments.of("templates/default.yaml", "images:\n- location: x\nmounts:\n- location: \"~\"\n", "lima"),
                Arguments.of("other/ubuntu-24.04.yaml", "images:\n- location: x\n  arch: x86_64\n", null),
                Arguments.of("templates/_images/debian-11.yaml", "images:\n- location: x\nvmType: qemu\n", "lima"),
                Arguments.of("templates/_default/mounts.yaml", "mounts:\n- location: \"~\"\n", "lima"),
                Arguments.of("home/.lima/_config/override.yaml", "mounts:\n- location: \"~\"\n  writable: true\n", "lima"),
                Arguments.of("app/_config/override.yaml", "mounts: []\n", null),
                Arguments.of("home/.colima/default/colima.yaml", "cpu: 2\nmounts: []\nforwardAgent: false\n", null),
                Arguments.of("ci/images.yaml", "images:\n- ubuntu\n", null),
                Arguments.of("Library/LaunchAgents/com.x.plist", "bplist00\u00d1\u0001", "launchd"),
                Arguments.of("x/Info.plist", "bplist00 CFBundleName", null),
                Arguments.of("x/job.plist", "bplist00 Label ProgramArguments", "launchd"),
                Arguments.of("x/job.plist", "<plist><dict><key>Label</key><string>a</string></dict></plist>", "launchd"),
                Arguments.of("k8s/pod.yaml", "apiVersion: v1\nkind: Pod\nmetadata: {}\n", "kube"),
                Arguments.of("k8s/svc.yaml", "apiVersion: v1\nkind: Service\n", null),
                Arguments.of("home/config.toml", "model = \"o3\"\napproval_policy = \"never\"\n", "codex"),
                Arguments.of("app/config.toml", "[server]\nport = 1\n", null),
                Arguments.of(".github/codex/home/config.toml", "model = \"gpt-5.1\"\n", "codex"),
                Arguments.of("lima/templates/_images/debian-13.yaml", "images:\n- location: x\n  arch: x86_64\n", "lima"),
                Arguments.of("lima/templates/_default/mounts.yaml", "mounts:\n- location: \"~\"\n", "lima"),
                Arguments.of("tests/files/envdata.yaml", "---\napiVersion: v1\nkind: ConfigMap\n", "kube"),
                Arguments.of(".github/actions/fix/action.yml", "name: x\nruns:\n  using: composite\n  steps: []\n", "github-action"),
                Arguments.of("action.yaml", "runs:\n  using: \"composite\" # steps\n", "github-action"),
                Arguments.of("action.yml", "runs:\n  using: node20\n  main: dist/index.js\n", null),
                Arguments.of("action.yml", "runs:\n  using: docker\n  image: Dockerfile\n", null),
                Arguments.of("notes/action.yml", "using: composite\n", null));
    }

    @ParameterizedTest
    @MethodSource("byContent")
    void classifiesAmbiguousNamesByContent(String path, String head, String format) {
        Format f = Classifier.classify(path, () -> head);
        assertThat(f == null ? null : f.id()).isEqualTo(format);
    }

    /**
     * Rule examples and the launcher's start-up training are written at these paths, so they must be
     * found there (with content a kube file and a composite action would have).
     */
    @ParameterizedTest
    @EnumSource(Format.class)
    void everyFormatsUsualPathIsClassifiedAsThatFormat(Format f) {
        assertThat(Classifier.classify(f.usualPath(), () -> "apiVersion: v1\nkind: Pod\nruns:\n  using: composite\n")).isEqualTo(f);
        assertThat(Format.ofId(f.id())).isEqualTo(f);
    }

    /** podman kube play reads the kind, not the apiVersion, and plays a List's items. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "apiVersion: extensions/v1beta1\\nkind: Deployment\\n | true",
            "apiVersion: apps/v1beta2\\nkind: DaemonSet\\n | true",
            "apiVersion: v1\\nkind: List\\nitems: []\\n | true",
            "apiVersion: \"apps/v1\"\\nkind: \"Pod\" # a pod\\n | true",
            "kind: Pod\\n | false",
            "apiVersion: 2\\nkind: Pod\\n | false",
            "apiVersion: v1\\nkind: Service\\n | false",
            "apiVersion: v1\\n  kind: Pod\\n | false"})
    void kubeYamlIsRecognisedByKindWhateverItsApiVersion(String head, boolean kube) {
        String text = head.replace("\\n", "\n");
        assertThat(Classifier.classify("deploy/app.yaml", () -> text) == Format.KUBE).as(text).isEqualTo(kube);
    }

    @Property(tries = 5000)
    void lastComponentsAreWhatSplittingGives(@ForAll("slashyPaths") String path) {
        String[] parts = path.split("/");
        String[] last = Classifier.lastComponents(path);
        if (parts.length == 0 || path.isEmpty()) {
            assertThat(last).isNull();
            return;
        }
        int n = parts.length;
        assertThat(last).containsExactly(n > 2 ? parts[n - 3] : "", n > 1 ? parts[n - 2] : "", parts[n - 1]);
    }

    @Provide
    Arbitrary<String> slashyPaths() {
        return Arbitraries.strings().withChars('/', 'a', 'b', '.').ofMaxLength(12);
    }

    /** The line-start keys the classifier reads by hand are the ones (?m)^([A-Za-z_][\w.-]*)\s*: finds. */
    @Property(tries = 5000)
    void topLevelKeysAreWhatTheLineAnchoredPatternFinds(@ForAll("yamlHeads") String head) {
        java.util.List<String> expected = new java.util.ArrayList<>();
        Matcher m = Pattern.compile("(?m)^([A-Za-z_][\\w.-]*)\\s*:").matcher(head);
        while (m.find()) expected.add(m.group(1));
        java.util.List<String> actual = new java.util.ArrayList<>();
        for (int start = 0; start < head.length(); start = Classifier.nextLineStart(head, start)) {
            String key = Classifier.topLevelKey(head, start);
            if (key != null) actual.add(key);
        }
        assertThat(actual).as("keys of %s", head.replace("\r", "\\r").replace("\n", "\\n")).isEqualTo(expected);
    }

    /** Kubernetes' line-anchored patterns, tried only on the lines that start right, answer as a find() over the head does. */
    @Property(tries = 5000)
    void lineAnchoredPatternsAnswerAsAFindOverTheHead(@ForAll("kubeHeads") String head) {
        Pattern kind = Pattern.compile("(?m)^kind:[ \\t]*[\"']?(Pod|Deployment)[\"']?[ \\t]*(?:#.*)?$");
        assertThat(Classifier.anyLineMatches(head, "kind:", kind)).as(head).isEqualTo(kind.matcher(head).find());
    }

    @Provide
    Arbitrary<String> kubeHeads() {
        return Arbitraries.of("kind:", "kind: ", "Pod", "Deployment", "'", "\"", " ", "\t", "# c", "x", "\n", "\r", "\r\n", "\u0085",
                "\u2028", "\u2029", "apiVersion: v1").list().ofMaxSize(12).map(l -> String.join("", l));
    }

    @Provide
    Arbitrary<String> yamlHeads() {
        Arbitrary<String> piece = Arbitraries.oneOf(
                Arbitraries.of("images", "base", "vmType", "mounts", "a.b-c", "_x", "9z", "kind", " ", "\t", ":", ": v", "\n", "\r", "\r\n",
                        "\u0085", "\u2028", "\u2029", "\u000B", "\f", "#", "- ", "\"", "é"),
                Arbitraries.strings().withChars("ab_:.-\n\r \t9").ofMaxLength(6));
        return piece.list().ofMaxSize(16).map(l -> String.join("", l));
    }
}
