package render

import (
	"runtime"
	"sync"

	"github.com/tfplay/tfplay/engine/addrs"
	"github.com/tfplay/tfplay/engine/configschema"
)

// minParallel is the number of resources below which a plan is rendered
// on one goroutine: starting goroutines costs more than a few resources.
const minParallel = 64

// forEachIndex calls fn(i) for every i in [0, n), on as many goroutines
// as the program may run at once when n is large. Each resource's diff
// and text depend on its change alone, and the native CLI renders a plan
// of 1,000 resources in about a tenth of its time; in the browser (one
// thread) the calls are made one after the other. fn must only write
// what belongs to i.
func forEachIndex(n int, fn func(i int)) {
	workers := parallelWorkers(n)
	if workers < 2 {
		for i := range n {
			fn(i)
		}
		return
	}
	var wg sync.WaitGroup
	chunk := (n + workers - 1) / workers
	for start := 0; start < n; start += chunk {
		end := min(start+chunk, n)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := start; i < end; i++ {
				fn(i)
			}
		}()
	}
	wg.Wait()
}

// parallelWorkers is the number of goroutines forEachIndex uses for n
// items: 1 means the calls are made one after the other.
func parallelWorkers(n int) int {
	return max(1, min(runtime.GOMAXPROCS(0), n/minParallel))
}

// lockedLookup makes a schema lookup safe to call from several
// goroutines (the engine's provider set loads schemas on first use), when
// forEachIndex will use several for n items.
func lockedLookup(schemas SchemaLookup, n int) SchemaLookup {
	if schemas == nil || parallelWorkers(n) < 2 {
		return schemas
	}
	var mu sync.Mutex
	return func(providerConfig string, mode addrs.ResourceMode, typeName string) *configschema.Block {
		mu.Lock()
		defer mu.Unlock()
		return schemas(providerConfig, mode, typeName)
	}
}
