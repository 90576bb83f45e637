package command

import (
	"crypto/sha256"
	"fmt"
	"time"
)

// newLineage makes a lineage (a UUID-shaped identifier) for a new state.
// It is derived from the working directory and the clock, so no random
// source is needed in the engine.
func newLineage(wd *workdir) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s|%d", wd.dir, time.Now().UnixNano())))
	b := sum[:16]
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}
