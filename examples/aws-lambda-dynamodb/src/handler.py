import json
import os

import boto3

table = boto3.resource("dynamodb").Table(os.environ["TABLE_NAME"])


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    table.put_item(Item={"pk": body["id"], "sk": "note", "text": body.get("text", "")})
    return {"statusCode": 201, "body": json.dumps({"saved": body["id"]})}
