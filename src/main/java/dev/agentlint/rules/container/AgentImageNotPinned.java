package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.base.Phrase;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Image;
import dev.agentlint.model.ImageReference;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workload;

/** The image an agent runs in, or the image it is built FROM, is referred to by a tag, which can change under it. */
public final class AgentImageNotPinned implements Rule {


    @Override
    public String id() {
        return "agent-image-not-pinned";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (Workload w : facts.workloads()) {
            if (!w.isAgent() || w.image() == null || w.builtLocally()) continue;
            // Quadlet refers to .image and .build units by name; those say how the image is made.
            if (w.image().value().quadletUnit()) continue;
            unpinned(w.image(), "", null, out);
        }
        // An image the tree builds for an agent is only as fixed as the image it starts FROM.
        for (Image i : facts.images()) {
            if (i.agent() == null || i.base() == null || i.base().value().isScratch()) continue;
            unpinned(i.base(), "from-", i.agent().value(), out);
        }
    }

    /** A finding when {@code reference} names an image by tag (or a digest that is not one); {@code prefix} picks the messages. */
    private static void unpinned(Located<ImageReference> reference, String prefix, Phrase agent, Findings out) {
        ImageReference image = reference.value();
        if (image.written().isEmpty() || image.fromVariable() || image.pinned()) return;
        String message = prefix + (image.digest() != null ? "bad-digest" : image.tag() != null ? "tag" : "latest");
        Message m = agent == null ? Message.of(message, "image", image.written(), "repository", image.repository())
                : Message.of(message, "image", image.written(), "repository", image.repository(), "agent", agent);
        out.add(reference.location(), m, image.written());
    }
}
