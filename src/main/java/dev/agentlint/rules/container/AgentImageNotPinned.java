package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.References;
import dev.agentlint.model.Workload;
import java.util.regex.Pattern;

/** The image an agent runs in is referred to by a tag, which can change under it. */
public final class AgentImageNotPinned implements Rule {

    private static final Pattern DIGEST = Pattern.compile("@sha256:[0-9a-fA-F]{64}$");

    @Override
    public String id() {
        return "agent-image-not-pinned";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            if (!w.isAgent() || w.image() == null || w.builtLocally()) continue;
            String image = w.image().value().strip();
            if (image.isEmpty() || References.containsReference(image) || DIGEST.matcher(image).find()) continue;
            // Quadlet refers to .image and .build units by name; those say how the image is made.
            if (image.endsWith(".image") || image.endsWith(".build")) continue;
            int at = image.indexOf('@');
            String name = at >= 0 ? image.substring(0, at) : image;
            boolean tagged = name.lastIndexOf(':') > name.lastIndexOf('/');
            String repository = tagged ? name.substring(0, name.lastIndexOf(':')) : name;
            String message = at >= 0 ? "bad-digest" : tagged ? "tag" : "latest";
            out.add(w.image().location(), Message.of(message, "image", image, "repository", repository), image);
        }
    }
}
