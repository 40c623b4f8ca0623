package dev.agentlint.extract.github;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.ExecContext;
import dev.agentlint.parse.tree.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Where a job runs, from {@code runs-on} and {@code container}: a GitHub-hosted runner (a fresh VM
 * per job, open egress: {@code CI_RUNNER}), a self-hosted runner (a persistent machine: {@code HOST}), a
 * job container on either,
 * or a runner the labels do not identify ({@code ${{ matrix.os }}}, custom labels, runner groups).
 */
final class Runners {

    /** The standard GitHub-hosted images, including their arm and larger-size variants. */
    private static final Pattern HOSTED = Pattern.compile(
            "(?:ubuntu|windows|macos)-(?:latest|\\d+(?:\\.\\d+)?)(?:-(?:arm|arm64|intel|large|xlarge|xl|\\d+-cores?))*");

    private Runners() {}

    static ExecContext of(Node job) {
        Node runsOn = job.get("runs-on");
        List<String> labels = new ArrayList<>();
        runsOn.text().ifPresent(labels::add);
        for (Node l : runsOn.elements()) l.text().ifPresent(labels::add);
        for (Node l : runsOn.get("labels").elements()) l.text().ifPresent(labels::add);
        runsOn.get("labels").text().ifPresent(labels::add);
        String shown = labels.isEmpty() ? runsOn.get("group").textOr("?") : String.join(", ", labels);
        ExecContext runner = runner(labels, shown, !runsOn.get("group").isMissing());
        Node container = job.get("container");
        String image = container.text().orElse(container.get("image").textOr(""));
        if (!image.isBlank()) {
            return ExecContext.container(Phrase.of("the job container {image} on {runner}", "image", image, "runner", runner.description()));
        }
        return runner;
    }

    private static ExecContext runner(List<String> labels, String shown, boolean group) {
        boolean expression = false;
        for (String l : labels) {
            String label = l.strip().toLowerCase(Locale.ROOT);
            if (label.equals("self-hosted")) return ExecContext.host(Phrase.of("the self-hosted runner [{shown}]", "shown", shown));
            if (label.contains("${{")) expression = true;
        }
        if (!group && !expression && !labels.isEmpty()
                && labels.stream().allMatch(l -> HOSTED.matcher(l.strip().toLowerCase(Locale.ROOT)).matches())) {
            return ExecContext.ciRunner(Phrase.of("the GitHub-hosted runner {shown}", "shown", shown));
        }
        return new ExecContext(ExecContext.Kind.UNKNOWN, Phrase.of("the runner {shown}", "shown", shown));
    }

    /** Whether run steps default to PowerShell there (GitHub's default shell on Windows runners). */
    static boolean windows(Node job) {
        Node runsOn = job.get("runs-on");
        List<String> labels = new ArrayList<>();
        runsOn.text().ifPresent(labels::add);
        for (Node l : runsOn.elements()) l.text().ifPresent(labels::add);
        return labels.stream().anyMatch(l -> l.strip().toLowerCase(Locale.ROOT).startsWith("windows"));
    }
}
