//go:build js && wasm

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"runtime/debug"
)

// handler answers one method: it decodes its request from raw JSON and
// returns a value that is marshalled as the envelope's "result".
type handler func(request []byte) (any, error)

// response is the envelope every call returns.
type response struct {
	OK     bool   `json:"ok"`
	Result any    `json:"result,omitempty"`
	Error  string `json:"error,omitempty"`
}

// dispatch runs method on request and returns the JSON envelope. It
// never panics: a panic in a handler (or the engine below it) becomes an
// error response, and the bridge stays usable for the next call.
func dispatch(method string, request []byte) (out []byte) {
	defer func() {
		if r := recover(); r != nil {
			logError(fmt.Sprintf("tfplay: panic in %q: %v\n%s", method, r, debug.Stack()))
			out = errorResponse(fmt.Sprintf("internal error in %q: panic: %v", method, r))
		}
	}()
	h, ok := handlers[method]
	if !ok {
		return errorResponse(fmt.Sprintf("unknown method %q", method))
	}
	result, err := h(request)
	if err != nil {
		return errorResponse(err.Error())
	}
	b, err := json.Marshal(response{OK: true, Result: result})
	if err != nil {
		return errorResponse(fmt.Sprintf("%s: encoding result: %v", method, err))
	}
	return b
}

// errorResponse is the envelope for a failed call.
func errorResponse(msg string) []byte {
	b, err := json.Marshal(response{OK: false, Error: msg})
	if err != nil { // cannot happen for a string
		return []byte(`{"ok":false,"error":"internal error"}`)
	}
	return b
}

// decode unmarshals a request body; an empty body is an empty request.
// Unknown fields are rejected so that typos in the frontend show up.
func decode(request []byte, v any) error {
	if len(request) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(request))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("invalid request: %v", err)
	}
	if dec.More() {
		return fmt.Errorf("invalid request: data after the JSON object")
	}
	return nil
}
