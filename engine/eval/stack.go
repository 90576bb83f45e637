package eval

// hopDepth is how many named values and objects may be in evaluation,
// nested in one another, before the evaluation of the next one moves to a
// fresh goroutine (see nested).
const hopDepth = 48

// nested runs f, the evaluation of a value referred to from the value
// being evaluated. Evaluation recurses along references, as deep as the
// longest chain of references in the configuration. Natively Go grows a
// goroutine's stack as needed, but under WebAssembly each Go call is also
// a call on the JavaScript engine's stack (about 1 MB, not growable), and
// a chain of a few thousand references overflows it. So every hopDepth
// levels f runs on a new goroutine while this one waits: a goroutine
// switch unwinds the WebAssembly stack, and each goroutine starts with an
// empty one. Nothing runs concurrently (the caller blocks until f
// returns), so the evaluator needs no locking; a panic in f is re-raised
// in the caller, where command.Run recovers it.
func (e *Evaluator) nested(f func()) {
	if n := len(e.stack); n == 0 || n%hopDepth != 0 {
		f()
		return
	}
	type panicked struct{ value any }
	done := make(chan *panicked, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- &panicked{r}
				return
			}
			done <- nil
		}()
		f()
	}()
	if p := <-done; p != nil {
		panic(p.value)
	}
}
