package dev.agentlint.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * {@code github-action/action.yml} is a well-formed composite action: required keys, every
 * {@code inputs.X} and {@code steps.Y} it references exists, every run step names its shell and
 * never expands an input inside the script, third-party actions are pinned to a commit, and the
 * SARIF upload runs even after the scan found problems, before the step that fails the job.
 */
class GithubActionManifestTest {

    private static final Path ACTION = Shell.ROOT.resolve("github-action/action.yml");
    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{\\{(.*?)}}", Pattern.DOTALL);
    private static final Pattern INPUT_REF = Pattern.compile("\\binputs\\.([A-Za-z0-9_-]+)");
    private static final Pattern STEP_REF = Pattern.compile("\\bsteps\\.([A-Za-z0-9_-]+)\\.outputs\\.([A-Za-z0-9_-]+)");
    private static final Pattern PINNED = Pattern.compile("[\\w.-]+/[\\w./-]+@[0-9a-f]{40}");

    static String text;
    static Map<String, Object> action;
    static List<Map<String, Object>> steps;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void load() throws IOException {
        text = Files.readString(ACTION, StandardCharsets.UTF_8);
        action = new Yaml(new LoaderOptions()).load(text);
        steps = (List<Map<String, Object>>) ((Map<String, Object>) action.get("runs")).get("steps");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o) {
        return (Map<String, Object>) o;
    }

    @Test
    void hasTheKeysGithubRequires() {
        assertThat(action).containsKeys("name", "description", "inputs", "outputs", "runs");
        assertThat(map(action.get("runs")).get("using")).isEqualTo("composite");
        for (Map.Entry<String, Object> input : map(action.get("inputs")).entrySet()) {
            assertThat(map(input.getValue())).as(input.getKey()).containsKeys("description", "default");
        }
        for (Map.Entry<String, Object> output : map(action.get("outputs")).entrySet()) {
            assertThat(map(output.getValue())).as(output.getKey()).containsKeys("description", "value");
        }
    }

    @Test
    void offersTheDocumentedInputs() {
        assertThat(map(action.get("inputs"))).containsKeys("paths", "fail-on", "config", "upload-sarif", "category", "args");
        assertThat(map(map(action.get("inputs")).get("upload-sarif")).get("default")).isEqualTo("true");
    }

    @Test
    void everyReferencedInputAndStepOutputExists() {
        Set<String> inputs = map(action.get("inputs")).keySet();
        Set<String> ids = new HashSet<>();
        for (Map<String, Object> step : steps) if (step.containsKey("id")) ids.add((String) step.get("id"));
        Set<String> seenIds = new HashSet<>();
        for (Map<String, Object> step : steps) {
            String yaml = new Yaml().dump(step);
            for (String expr : expressions(yaml)) {
                Matcher in = INPUT_REF.matcher(expr);
                while (in.find()) assertThat(inputs).as("input in %s", expr).contains(in.group(1));
                Matcher st = STEP_REF.matcher(expr);
                while (st.find()) {
                    assertThat(seenIds).as("step %s is defined before it is used in %s", st.group(1), expr).contains(st.group(1));
                }
            }
            if (step.containsKey("id")) seenIds.add((String) step.get("id"));
        }
        for (Object output : map(action.get("outputs")).values()) {
            Matcher st = STEP_REF.matcher((String) map(output).get("value"));
            while (st.find()) assertThat(ids).contains(st.group(1));
        }
    }

    @Test
    void runStepsNameTheirShellAndNeverExpandExpressionsInScripts() throws IOException {
        for (Map<String, Object> step : steps) {
            if (!step.containsKey("run")) continue;
            assertThat(step.get("shell")).as("shell of %s", step.get("name")).isEqualTo("bash");
            assertThat(expressions((String) step.get("run"))).as("expressions in the run: of %s", step.get("name")).isEmpty();
            Matcher script = Pattern.compile("\\$GITHUB_ACTION_PATH/([\\w.-]+)").matcher((String) step.get("run"));
            assertThat(script.find()).isTrue();
            Path file = ACTION.getParent().resolve(script.group(1));
            assertThat(Files.isExecutable(file)).as("%s is executable", file).isTrue();
        }
    }

    @Test
    void thirdPartyActionsArePinnedToACommit() {
        Set<String> used = new LinkedHashSet<>();
        for (Map<String, Object> step : steps) {
            if (!step.containsKey("uses")) continue;
            String uses = (String) step.get("uses");
            used.add(uses.substring(0, uses.indexOf('@')));
            assertThat(uses).as("uses of %s", step.get("name")).matches(PINNED);
            // The version the commit belongs to, for the humans who update it.
            assertThat(text).containsPattern(Pattern.quote(uses) + " # v\\d+");
        }
        assertThat(used).contains("actions/setup-java", "github/codeql-action/upload-sarif");
    }

    @Test
    void uploadRunsAfterFindingsAndOnlyThenTheJobFails() {
        int scan = indexOf("id", "scan");
        int upload = -1;
        int enforce = -1;
        for (int i = 0; i < steps.size(); i++) {
            String uses = String.valueOf(steps.get(i).get("uses"));
            if (uses.startsWith("github/codeql-action/upload-sarif@")) upload = i;
            if (String.valueOf(steps.get(i).get("run")).contains("run.sh\" enforce")) enforce = i;
        }
        assertThat(scan).isLessThan(upload);
        assertThat(upload).isLessThan(enforce);
        assertThat((String) steps.get(upload).get("if")).contains("always()", "inputs.upload-sarif == 'true'");
        assertThat((String) steps.get(enforce).get("if")).contains("always()");
        assertThat(map(steps.get(upload).get("with"))).containsKeys("sarif_file", "category");
        assertThat(String.valueOf(steps.get(scan).get("if"))).doesNotContain("failure()");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theDocumentedWorkflowCanUploadSarifAndPinsItsActions() throws IOException {
        String workflow = Files.readString(Shell.ROOT.resolve("docs/examples/github-workflow.yml"), StandardCharsets.UTF_8);
        Map<String, Object> w = new Yaml(new LoaderOptions()).load(workflow);
        assertThat(map(w.get("permissions"))).containsEntry("security-events", "write").containsEntry("contents", "read");
        Map<String, Object> job = map(map(w.get("jobs")).get("agentlint"));
        List<Map<String, Object>> jobSteps = (List<Map<String, Object>>) job.get("steps");
        assertThat(jobSteps).anySatisfy(s -> assertThat((String) s.get("uses")).startsWith("agentlint/agentlint/github-action@"));
        for (Map<String, Object> s : jobSteps) {
            String uses = (String) s.get("uses");
            if (uses.startsWith("actions/")) assertThat(uses).matches(PINNED);
        }
    }

    private static int indexOf(String key, String value) {
        for (int i = 0; i < steps.size(); i++) if (value.equals(steps.get(i).get(key))) return i;
        throw new AssertionError("no step with " + key + " " + value);
    }

    private static List<String> expressions(String s) {
        return EXPRESSION.matcher(s).results().map(m -> m.group(1)).toList();
    }
}
