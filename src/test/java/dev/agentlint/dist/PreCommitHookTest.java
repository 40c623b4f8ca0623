package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hook as users get it: the real {@code pre-commit} installs this checkout as a hook repository
 * from the snippet docs/ci.md gives ({@code repo:} + {@code rev:} + {@code id: agentlint}) and runs it
 * in a throw-away git repository. Skipped (with the reason) without pre-commit on PATH; .ci/run
 * installs it and sets AGENTLINT_REQUIRE_PRE_COMMIT=1 so that CI can never skip it.
 */
class PreCommitHookTest {

    /** What the hook needs from this checkout, committed or not. */
    private static final List<String> HOOK_FILES = List.of(".pre-commit-hooks.yaml", "agentlint", "scripts", "pom.xml",
            "src/main", "rules");

    private static final String BAD = "{\"permissions\": {\"defaultMode\": \"bypassPermissions\"}}\n";
    private static final String GOOD = "{\"permissions\": {\"allow\": [\"Bash(npm run test *)\"]}}\n";

    @TempDir
    static Path tmp;

    static Path hookRepo;
    static String rev;

    @BeforeAll
    static void hookRepository() throws Exception {
        boolean available = Shell.onPath("pre-commit") && Shell.onPath("git");
        if (!available && "1".equals(System.getenv("AGENTLINT_REQUIRE_PRE_COMMIT"))) {
            throw new AssertionError("pre-commit and git must be on PATH (AGENTLINT_REQUIRE_PRE_COMMIT=1)");
        }
        Assumptions.assumeTrue(available, "pre-commit or git is not on PATH: install pre-commit (Debian: apt-get install pre-commit) to run this test");
        hookRepo = tmp.resolve("hook-repo");
        for (String f : HOOK_FILES) copy(Shell.ROOT.resolve(f), hookRepo.resolve(f));
        git(hookRepo, "init", "-q");
        git(hookRepo, "add", "-A");
        git(hookRepo, "commit", "-q", "-m", "agentlint hook under test");
        rev = git(hookRepo, "rev-parse", "HEAD").out().strip();
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : all.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(target);
                else {
                    Files.createDirectories(target.getParent());
                    Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static Shell.Result git(Path dir, String... args) {
        List<String> cmd = new java.util.ArrayList<>(List.of("git", "-c", "user.name=agentlint test",
                "-c", "user.email=test@agentlint.invalid", "-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main"));
        cmd.addAll(List.of(args));
        Shell.Result r = Shell.run(dir, Shell.env(), cmd);
        assertThat(r.exit()).as("git %s: %s", String.join(" ", args), r.both()).isZero();
        return r;
    }

    /** A user repository with the documented snippet in .pre-commit-config.yaml. */
    private static Path userRepo(Path dir, String hookExtras) throws IOException {
        Files.createDirectories(dir);
        git(dir, "init", "-q");
        Shell.write(dir.resolve(".pre-commit-config.yaml"), """
                repos:
                  - repo: %s
                    rev: %s
                    hooks:
                      - id: agentlint
                %s""".formatted(hookRepo, rev, hookExtras));
        return dir;
    }

    private static Shell.Result preCommit(Path repo) {
        git(repo, "add", "-A");
        Map<String, String> env = Shell.env();
        env.put("PRE_COMMIT_HOME", tmp.resolve("pre-commit-home").toString());
        return Shell.run(repo, env, "pre-commit", "run", "--all-files", "--color", "never");
    }

    @Test
    void failsOnABadFileWithTheFindingsAndPassesOnAGoodOne() throws IOException {
        Path repo = userRepo(tmp.resolve("bad-then-good"), "");
        Shell.write(repo.resolve(".claude/settings.json"), BAD);
        Shell.write(repo.resolve("README.md"), "# not a config\n");

        Shell.Result bad = preCommit(repo);
        assertThat(bad.exit()).as(bad.both()).isEqualTo(1);
        assertThat(bad.out()).containsPattern("agentlint\\.+Failed")
                .contains(".claude/settings.json:1:18 error permission-bypass-by-default")
                .contains("1 error, 0 warnings, 0 notes in 1 file scanned");

        Shell.write(repo.resolve(".claude/settings.json"), GOOD);
        Shell.Result good = preCommit(repo);
        assertThat(good.exit()).as(good.both()).isZero();
        assertThat(good.out()).containsPattern("agentlint\\.+Passed");

        // The jar is cached per version outside the repository, with its class-data archive beside it.
        try (Stream<Path> cached = Files.walk(Shell.JAR_CACHE)) {
            List<String> names = cached.map(p -> p.getFileName().toString()).toList();
            assertThat(names).contains("agentlint.jar", "agentlint.jar.sources");
            assertThat(names).anyMatch(n -> n.matches("agentlint-\\d+\\.(jsa|aot)"));
        }
    }

    @Test
    void committedFileNamesAreNeverReadAsOptions() throws IOException {
        Path repo = userRepo(tmp.resolve("hostile-names"), "");
        Shell.write(repo.resolve(".claude/settings.json"), BAD);
        // pre-commit passes these before .claude/settings.json; read as options they would turn the
        // check off and overwrite the settings file with the report.
        Shell.write(repo.resolve("--fail-on=none"), "x\n");
        Shell.write(repo.resolve("-o"), "x\n");
        Shell.Result r = preCommit(repo);
        assertThat(r.exit()).as(r.both()).isEqualTo(1);
        assertThat(r.out()).contains("error permission-bypass-by-default");
        assertThat(Files.readString(repo.resolve(".claude/settings.json"))).isEqualTo(BAD);
    }

    @Test
    void optionsGoInArgsBeforeDoubleDash() throws IOException {
        // Only a warning: without the option the hook passes, with --fail-on warning it fails.
        String warningOnly = "{\"sandbox\": {\"enabled\": true, \"allowUnsandboxedCommands\": false, \"failIfUnavailable\": true}}\n";
        Path plain = userRepo(tmp.resolve("default-threshold"), "");
        Shell.write(plain.resolve(".claude/settings.json"), warningOnly);
        assertThat(preCommit(plain).exit()).isZero();

        Path strict = userRepo(tmp.resolve("warning-threshold"), "        args: [--fail-on, warning, --]\n");
        Shell.write(strict.resolve(".claude/settings.json"), warningOnly);
        Shell.Result r = preCommit(strict);
        assertThat(r.exit()).as(r.both()).isEqualTo(1);
        assertThat(r.out()).contains("warning credentials-readable-in-sandbox");

        Path forgotten = userRepo(tmp.resolve("args-without-double-dash"), "        args: [--fail-on, warning]\n");
        Shell.write(forgotten.resolve(".claude/settings.json"), warningOnly);
        Shell.Result f = preCommit(forgotten);
        assertThat(f.exit()).as(f.both()).isEqualTo(1);
        assertThat(f.out()).contains("- exit code: 2", "end the hook's args with \"--\"");
    }

    @Test
    void filesUnderTwoConfigurationsEachFollowTheirOwn() throws IOException {
        Path repo = userRepo(tmp.resolve("monorepo"), "");
        // a/ accepts the bypass (its agents run in a disposable VM); b/ excludes its generated copies.
        Shell.write(repo.resolve("a/.agentlint.yaml"), "rules:\n  permission-bypass-by-default: off\n");
        Shell.write(repo.resolve("a/.claude/settings.json"), BAD);
        Shell.write(repo.resolve("b/.agentlint.yaml"), "exclude: [generated/]\n");
        Shell.write(repo.resolve("b/generated/.claude/settings.json"), BAD);
        Shell.write(repo.resolve("b/.claude/settings.json"), GOOD);
        Shell.Result clean = preCommit(repo);
        assertThat(clean.exit()).as(clean.both()).isZero();

        Shell.write(repo.resolve("b/.claude/settings.json"), BAD);
        Shell.Result r = preCommit(repo);
        assertThat(r.exit()).as(r.both()).isEqualTo(1);
        assertThat(r.out()).contains("b/.claude/settings.json:1:18 error permission-bypass-by-default")
                .doesNotContain("a/.claude/settings.json:1:").doesNotContain("generated/.claude/settings.json:1:")
                .doesNotContain("different configurations");
    }
}
