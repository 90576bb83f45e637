package render

import (
	"sync"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
	"github.com/tfplay/tfplay/engine/parallel"
)

// minParallel is the number of resources each goroutine renders at
// least: below twice as many, a plan is rendered on one goroutine, since
// starting goroutines costs more than a few resources.
const minParallel = 64

// forEachIndex calls fn(i) for every i in [0, n), on several goroutines
// when n is large and the program has several threads (see package
// parallel). Each resource's diff and text depend on its change alone,
// and the native CLI renders a plan of 1,000 resources in about a tenth
// of its time. fn must only write what belongs to i.
func forEachIndex(n int, fn func(i int)) {
	parallel.For(n, parallel.Workers(n, minParallel), fn)
}

// lockedLookup makes a schema lookup safe to call from several
// goroutines (the engine's provider set loads schemas on first use), when
// forEachIndex will use several for n items.
func lockedLookup(schemas SchemaLookup, n int) SchemaLookup {
	if schemas == nil || parallel.Workers(n, minParallel) < 2 {
		return schemas
	}
	var mu sync.Mutex
	return func(providerConfig string, mode addrs.ResourceMode, typeName string) *configschema.Block {
		mu.Lock()
		defer mu.Unlock()
		return schemas(providerConfig, mode, typeName)
	}
}
