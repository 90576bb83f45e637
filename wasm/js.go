//go:build js && wasm

package main

import "syscall/js"

// globalName is the name of the object register puts on globalThis.
const globalName = "tfplay"

// register installs globalThis.tfplay = { call(method, requestJSON) }.
//
// call is synchronous: it runs the request to completion and returns the
// JSON response envelope as a string. It never throws; bad arguments
// are answered with an error envelope like any other failure.
func register() {
	call := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return string(errorResponse("call(method, requestJSON): method must be a string"))
		}
		request := ""
		if len(args) >= 2 {
			switch args[1].Type() {
			case js.TypeString:
				request = args[1].String()
			case js.TypeUndefined, js.TypeNull:
			default:
				return string(errorResponse("call(method, requestJSON): requestJSON must be a string"))
			}
		}
		return string(dispatch(args[0].String(), []byte(request)))
	})
	obj := js.Global().Get("Object").New()
	obj.Set("call", call)
	js.Global().Set(globalName, obj)
}

// logError writes msg to the JavaScript console. It does not use
// os.Stderr: under Node that is an asynchronous fs.write, and blocking
// on it inside a js.FuncOf callback deadlocks the Go runtime.
func logError(msg string) {
	js.Global().Get("console").Call("error", msg)
}
