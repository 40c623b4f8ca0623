package dev.agentlint.extract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.agentlint.base.Format;
import dev.agentlint.extract.launchd.LaunchdPlistExtractor;
import dev.agentlint.extract.shell.ShellStage;
import dev.agentlint.extract.systemd.SystemdUnitExtractor;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.ServiceUnit;
import dev.agentlint.base.SourceFile;
import dev.agentlint.read.SourceReader;
import dev.agentlint.read.TreeFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServiceExtractorTest {

    @TempDir
    Path root;

    /** Files written under a temporary scanned tree, read back through {@link TreeFiles}. */
    final class Tree {
        Tree with(String path, String text) throws IOException {
            Path p = root.resolve(path);
            Files.createDirectories(p.getParent());
            Files.writeString(p, text);
            return this;
        }

        FileFacts extract(String path) throws Exception {
            Path p = root.resolve(path);
            FileFacts facts = new FileFacts(new SourceFile(p, path, Format.SYSTEMD_UNIT, Files.readString(p)));
            new SystemdUnitExtractor().extract(facts, new TreeFiles(root, root, new SourceReader(1 << 20)));
            // A service's agent is that of its walked starting commands: the shell stage decides it.
            ShellStage.run(facts);
            return facts;
        }
    }

    static final String AGENT = """
            [Unit]
            Description=agent

            [Service]
            ExecStartPre=/usr/bin/install -d /srv/work
            ExecStart=/bin/sh -c 'exec %h/.local/bin/claude remote-control --permission-mode bypassPermissions'
            Environment="OPENAI_API_KEY=sk-xxxxxxxx" MODE=fast
            NoNewPrivileges=yes
            KillMode=process
            Restart=always

            [Install]
            WantedBy=default.target
            """;

    @Test
    void aUserUnitThatRunsAnAgent() throws Exception {
        FileFacts f = new Tree().with("home/.config/systemd/user/agent.service", AGENT).extract("home/.config/systemd/user/agent.service");
        ServiceUnit u = f.units().get(0);
        assertThat(u.name()).isEqualTo("agent.service");
        assertThat(u.scope()).isEqualTo(ServiceUnit.Scope.USER);
        assertThat(u.agent().value()).isEqualTo("claude");
        assertThat(u.agent().location().span().line()).isEqualTo(6);
        assertThat(u.anchor().span().line()).isEqualTo(4);
        assertThat(u.commands()).hasSize(2);
        assertThat(u.commands().get(1).script()).startsWith("exec %h/.local/bin/claude");
        assertThat(u.commands().get(0).argv()).extracting(Located::value).containsExactly("/usr/bin/install", "-d", "/srv/work");
        assertThat(u.commands().get(0).argv().get(2).location().span().column()).isEqualTo(34);
        assertThat(u.commands()).allSatisfy(c -> assertThat(c.context().kind()).isEqualTo(ExecContext.Kind.HOST));
        assertThat(f.embeddedScripts()).hasSize(2);
        assertThat(u.directives().get("NoNewPrivileges").value()).isEqualTo("yes");
        assertThat(u.childrenSurviveStop().value()).isTrue();
        assertThat(u.restart().value()).isEqualTo("always");
        assertThat(u.autostart()).extracting(Located::value).containsExactly("WantedBy=default.target");
        assertThat(f.allEnv()).extracting(e -> e.name() + "=" + e.value()).containsExactly("OPENAI_API_KEY=sk-xxxxxxxx", "MODE=fast");
    }

    @Test
    void dropInsInTheTreeAreMergedInNameOrder() throws Exception {
        Tree t = new Tree().with("etc/systemd/system/agent.service", AGENT)
                .with("etc/systemd/system/agent.service.d/20-late.conf", "[Service]\nKillMode=control-group\n")
                .with("etc/systemd/system/agent.service.d/10-override.conf", "[Service]\nNoNewPrivileges=no\nKillMode=none\nExecStart=\nExecStart=/usr/bin/codex exec x\n")
                .with("etc/systemd/system/agent.service.d/notes.txt", "x")
                .with("etc/systemd/system/agent-.service.d/00-all.conf", "[Service]\nMemoryMax=2G\n");
        ServiceUnit u = t.extract("etc/systemd/system/agent.service").units().get(0);
        assertThat(u.scope()).isEqualTo(ServiceUnit.Scope.SYSTEM);
        assertThat(u.dropIns()).hasSize(2).allSatisfy(d -> assertThat(d).contains("agent.service.d/"));
        assertThat(u.dropIns().get(0)).endsWith("10-override.conf");
        var nnp = u.directives().get("NoNewPrivileges");
        assertThat(nnp.value()).isEqualTo("no");
        assertThat(nnp.location().file().path().toString()).endsWith("10-override.conf");
        assertThat(u.childrenSurviveStop().value()).isFalse();
        assertThat(u.agent().value()).isEqualTo("codex");
        // ExecStartPre from the unit plus the replaced ExecStart from the drop-in.
        assertThat(u.commands()).hasSize(2);
        // A drop-in yields the same merged service, anchored in its unit.
        ServiceUnit fromDropIn = t.extract("etc/systemd/system/agent.service.d/10-override.conf").units().get(0);
        assertThat(fromDropIn.dropInOnly()).isFalse();
        assertThat(fromDropIn.anchor().file().path().getFileName().toString()).isEqualTo("agent.service");
        assertThat(fromDropIn.directives().get("NoNewPrivileges").value()).isEqualTo("no");
        assertThat(fromDropIn.agent().value()).isEqualTo("codex");
    }

    @Test
    void theUnitsEnvironmentIsExpandedInItsCommandsAndGivenToThem() throws Exception {
        String unit = """
                [Service]
                Environment="FLAGS=--a  --b" ONE="x y"
                Environment="FLAGS=--c --d"
                EnvironmentFile=/etc/default/agent
                ExecStart=/usr/bin/tool $FLAGS ${ONE} pre${ONE}post $$FLAGS $UNSET ${UNSET}
                ExecStartPost=/usr/bin/other
                """;
        FileFacts f = new Tree().with("etc/systemd/system/a.service", unit).extract("etc/systemd/system/a.service");
        assertThat(f.embeddedScripts().get(0).argv()).extracting(Located::value)
                .containsExactly("/usr/bin/tool", "--c", "--d", "x y", "prex ypost", "$FLAGS", "$UNSET", "${UNSET}");
        // The last assignment of a variable is the one the commands run with; every command gets it.
        assertThat(f.embeddedScripts()).allSatisfy(s -> assertThat(s.env()).extracting(e -> e.name() + "=" + e.value())
                .containsExactly("ONE=x y", "FLAGS=--c --d"));
        assertThat(f.unchecked()).singleElement().asString().contains("ExecStart uses variables", "EnvironmentFile=");
    }

    @Test
    void dashPrefixAndTemplateDropIns() {
        Map<String, List<String>> dirs = Map.of(
                "a-.service.d", List.of("x.conf", "notes.txt"), "a-b-c.service.d", List.of("y.conf", "x.conf"),
                "w@.service.d", List.of("z.conf"));
        java.util.function.Function<String, List<String>> list = d -> dirs.getOrDefault(d, List.of());
        assertThat(SystemdUnitExtractor.dropIns("a-b-c.service", list)).containsExactly("a-b-c.service.d/x.conf", "a-b-c.service.d/y.conf");
        assertThat(SystemdUnitExtractor.dropIns("w@one.service", list)).containsExactly("w@.service.d/z.conf");
    }

    @Test
    void aDropInWithoutItsUnitIsReadAlone() throws Exception {
        FileFacts f = new Tree().with("x/agent.service.d/override.conf", "[Service]\nKillMode=process\n")
                .extract("x/agent.service.d/override.conf");
        ServiceUnit u = f.units().get(0);
        assertThat(u.dropInOnly()).isTrue();
        assertThat(u.name()).isEqualTo("agent.service");
        assertThat(u.childrenSurviveStop().value()).isTrue();
    }

    @Test
    void launchdJobs() throws Exception {
        String plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0"><dict>
                  <key>Label</key><string>com.example.agent</string>
                  <key>ProgramArguments</key>
                  <array><string>/opt/homebrew/bin/codex</string><string>exec</string><string>--full-auto</string></array>
                  <key>RunAtLoad</key><true/>
                  <key>KeepAlive</key><dict><key>SuccessfulExit</key><false/></dict>
                  <key>AbandonProcessGroup</key><true/>
                  <key>EnvironmentVariables</key><dict><key>OPENAI_API_KEY</key><string>sk-abc</string></dict>
                </dict></plist>
                """;
        FileFacts f = new FileFacts(SourceFile.of("Library/LaunchAgents/com.example.agent.plist", Format.LAUNCHD_PLIST, plist));
        new LaunchdPlistExtractor().extract(f);
        ShellStage.run(f);
        ServiceUnit u = f.units().get(0);
        assertThat(u.name()).isEqualTo("com.example.agent");
        assertThat(u.scope()).isEqualTo(ServiceUnit.Scope.USER);
        assertThat(u.agent().value()).isEqualTo("codex");
        assertThat(u.agent().location().span().line()).isEqualTo(6);
        assertThat(u.autostart()).extracting(Located::value).containsExactly("RunAtLoad", "KeepAlive (conditional)");
        assertThat(u.autostart().get(0).location().span().line()).isEqualTo(7);
        assertThat(u.restart().value()).isEqualTo("conditional");
        assertThat(u.childrenSurviveStop().value()).isTrue();
        assertThat(f.embeddedScripts()).singleElement().satisfies(s -> assertThat(s.argv()).hasSize(3));
        assertThat(f.allEnv()).extracting(e -> e.name()).containsExactly("OPENAI_API_KEY");
    }
}
