package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.base.Phrase;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Image;
import dev.agentlint.model.Located;
import dev.agentlint.model.References;
import dev.agentlint.model.Workload;
import java.util.regex.Pattern;

/** The image an agent runs in, or the image it is built FROM, is referred to by a tag, which can change under it. */
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
            // Quadlet refers to .image and .build units by name; those say how the image is made.
            String image = w.image().value().strip();
            if (image.endsWith(".image") || image.endsWith(".build")) continue;
            unpinned(w.image(), "", null, out);
        }
        // An image the tree builds for an agent is only as fixed as the image it starts FROM.
        for (Image i : facts.images()) {
            if (i.agent() == null || i.base() == null || i.base().value().strip().equalsIgnoreCase("scratch")) continue;
            unpinned(i.base(), "from-", i.agent().value(), out);
        }
    }

    /** A finding when {@code reference} names an image by tag (or a digest that is not one); {@code prefix} picks the messages. */
    private static void unpinned(Located<String> reference, String prefix, Phrase agent, Findings out) {
        String image = reference.value().strip();
        if (image.isEmpty() || References.containsReference(image) || DIGEST.matcher(image).find()) return;
        int at = image.indexOf('@');
        String name = at >= 0 ? image.substring(0, at) : image;
        boolean tagged = name.lastIndexOf(':') > name.lastIndexOf('/');
        String repository = tagged ? name.substring(0, name.lastIndexOf(':')) : name;
        String message = prefix + (at >= 0 ? "bad-digest" : tagged ? "tag" : "latest");
        Message m = agent == null ? Message.of(message, "image", image, "repository", repository)
                : Message.of(message, "image", image, "repository", repository, "agent", agent);
        out.add(reference.location(), m, image);
    }
}
